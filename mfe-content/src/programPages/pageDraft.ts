import type { FieldErrors, ImageChoice, ProgramPage } from '@sla/data';
import { fieldErrors, programPageInput, type ProgramPageInput } from '@sla/contract/schemas';

/** One question of the FAQ as the form holds it; `key` keeps its fields in place while items move. */
export interface FaqDraft {
  key: string;
  question: string;
  answer: string;
}

export interface PageDraft {
  summary: string;
  description: string;
  eligibility: string;
  howToApply: string;
  faq: FaqDraft[];
  heroImage: ImageChoice | null;
}

let keys = 0;
/** A key no other FAQ item on the page has. */
export const newFaqKey = () => `faq-${(keys += 1)}`;

export function draftFromPage(page: ProgramPage): PageDraft {
  return {
    summary: page.summary,
    description: page.description,
    eligibility: page.eligibility,
    howToApply: page.howToApply,
    faq: page.faq.map((entry) => ({ key: newFaqKey(), question: entry.question, answer: entry.answer })),
    heroImage: page.heroImage,
  };
}

/** The page's values by the names its versions are saved under (the FAQ without the form's keys). */
export function valuesOfDraft(draft: PageDraft): Record<string, unknown> {
  const { faq, ...rest } = draft;
  return { ...rest, faq: faq.map(({ question, answer }) => ({ question, answer })) };
}

export function valuesOfPage(page: ProgramPage): Record<string, unknown> {
  return {
    summary: page.summary,
    description: page.description,
    eligibility: page.eligibility,
    howToApply: page.howToApply,
    faq: page.faq,
    heroImage: page.heroImage,
  };
}

/** The draft without the form's keys, to tell whether anything changed. */
export const draftKey = (draft: PageDraft) => JSON.stringify(valuesOfDraft(draft));

/** The input to send, checked with the shared schema; or the errors by field name ("faq.1.answer"). */
export function buildPageInput(
  draft: PageDraft,
  baseVersion: number,
): { ok: true; input: ProgramPageInput } | { ok: false; errors: FieldErrors } {
  const result = programPageInput.safeParse({ ...valuesOfDraft(draft), baseVersion });
  return result.success ? { ok: true, input: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}
