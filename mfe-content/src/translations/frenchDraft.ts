import type { ContentTranslation, FaqEntry, FieldErrors } from '@sla/data';
import { fieldErrors } from '@sla/contract/schemas';
import type * as z from 'zod/mini';
import { newFaqKey, type FaqDraft } from '../programPages/pageDraft.js';

/** One translated field of an item: how the panel shows its English and asks for its French. */
export interface FrenchField {
  /** The field's name in the translation (postTranslationInput's, say). */
  name: string;
  /** One line, a few lines, or Markdown with its preview. */
  kind: 'line' | 'text' | 'markdown';
  /** Labels, marked with msg() where the editor defines them: "Title in English", "Title in French". */
  englishLabel: string;
  frenchLabel: string;
  required?: boolean;
  rows?: number;
  /** Help with the French, marked with msg(). */
  hint?: string;
  /** Markdown: the level its biggest heading becomes on the public page. */
  topHeading?: number;
}

/** The French as the form holds it: each text field, and a programme page's questions with keys to keep them in place. */
export interface FrenchDraft {
  text: Record<string, string>;
  faq: FaqDraft[];
}

/**
 * The saved French in the form, or, without one yet, empty fields and an empty question for each English one, so the
 * editor sees what there is to translate.
 */
export function frenchDraft(
  fields: readonly FrenchField[],
  saved: ContentTranslation<object> | null,
  englishFaq: readonly FaqEntry[] | null,
): FrenchDraft {
  const values = (saved ?? {}) as Record<string, unknown>;
  const text = Object.fromEntries(
    fields.map((field) => [field.name, typeof values[field.name] === 'string' ? (values[field.name] as string) : '']),
  );
  const savedFaq = Array.isArray(values.faq) ? (values.faq as FaqEntry[]) : null;
  const faq = englishFaq
    ? (savedFaq ?? englishFaq.map(() => ({ question: '', answer: '' }))).map((entry) => ({
        key: newFaqKey(),
        question: entry.question,
        answer: entry.answer,
      }))
    : [];
  return { text, faq };
}

/** The French to send: the text fields, and the questions without the form's keys when the item has questions. */
export function frenchValues(draft: FrenchDraft, withFaq: boolean): Record<string, unknown> {
  return withFaq ? { ...draft.text, faq: draft.faq.map(({ question, answer }) => ({ question, answer })) } : { ...draft.text };
}

/** The input, checked with the shared schema the service checks it with; or the errors by field name ("faq.0.answer"). */
export function checkFrench<Input>(
  schema: z.ZodMiniType<Input>,
  values: Record<string, unknown>,
): { ok: true; input: Input } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}
