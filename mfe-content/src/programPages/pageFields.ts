import type { CompareField } from '../editor/compareText.js';

/** Each FAQ entry as "Q: …" then its answer, so a comparison reads question by question. */
const faqText = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map(
          (entry: { question?: unknown; answer?: unknown }) =>
            `Q: ${String(entry.question ?? '')}\n${String(entry.answer ?? '')}`,
        )
        .join('\n\n')
    : '';

/** The fields a version comparison and the conflict dialog show, by the names versions are saved under. */
export const PAGE_FIELDS: readonly CompareField[] = [
  { name: 'summary', label: 'Summary' },
  { name: 'description', label: 'Description' },
  { name: 'eligibility', label: 'Who may apply' },
  { name: 'howToApply', label: 'How to apply' },
  { name: 'faq', label: 'Questions and answers', text: faqText },
  { name: 'heroImage', label: 'Hero image' },
];
