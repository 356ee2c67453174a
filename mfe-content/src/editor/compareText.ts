import { t } from '@sla/i18n';

/** One field of an editable item, as the version comparison and the conflict dialog show it. */
export interface CompareField {
  /** Its name in the item's values and in a version's snapshot ("body"). */
  name: string;
  /** What the editor calls it ("Story"), marked with msg() where it is defined and translated where it is shown. */
  label: string;
  /** The value as text to compare; by default strings as they are and images as their alt text and address. */
  text?: (value: unknown) => string;
}

const isImage = (value: object): value is { url: string; alt: string } => 'url' in value && 'alt' in value;

/** Any saved value as readable lines: text as it is, an image as "alt (address)", lists item by item. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(textOf).join('\n\n');
  if (isImage(value)) return `${value.alt} (${value.url})`;
  return Object.values(value).map(textOf).filter(Boolean).join('\n');
}

/** The field's value in `values` as text. */
export const fieldText = (field: CompareField, values: Record<string, unknown>) => (field.text ?? textOf)(values[field.name]);

/** "## Story\n\n…" for each field given: a person's text in one piece, to copy somewhere safe. */
export function textsAsOne(fields: readonly CompareField[], values: Record<string, unknown>): string {
  return fields
    .map((field) => ({ label: t(field.label), text: fieldText(field, values) }))
    .filter((entry) => entry.text.trim())
    .map((entry) => `## ${entry.label}\n\n${entry.text}`)
    .join('\n\n');
}
