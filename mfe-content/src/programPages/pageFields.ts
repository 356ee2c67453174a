import { msg, t } from '@sla/i18n';
import type { CompareField } from '../editor/compareText.js';

/** Each FAQ entry as "Q: …" then its answer, so a comparison reads question by question. */
const faqText = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map(
          (entry: { question?: unknown; answer?: unknown }) =>
            `${t('Q: {question}', { question: String(entry.question ?? '') })}\n${String(entry.answer ?? '')}`,
        )
        .join('\n\n')
    : '';

/** The fields a version comparison and the conflict dialog show, by the names versions are saved under (labels translated where shown). */
export const PAGE_FIELDS: readonly CompareField[] = [
  { name: 'summary', label: msg('Summary') },
  { name: 'description', label: msg('Description') },
  { name: 'eligibility', label: msg('Who may apply') },
  { name: 'howToApply', label: msg('How to apply') },
  { name: 'faq', label: msg('Questions and answers'), text: faqText },
  { name: 'heroImage', label: msg('Hero image') },
];
