import type { ProgramRow } from '../../db/schema.js';

/** A programme page's text as a version keeps it, in the names of its editing form (programPageInput). */
export function programPageSnapshot(row: ProgramRow): Record<string, unknown> {
  return {
    summary: row.summary,
    description: row.description,
    eligibility: row.whoFor,
    howToApply: row.howToApply,
    faq: row.faq,
    heroImage: row.heroImageUrl ? { mediaId: row.heroMediaId, url: row.heroImageUrl, alt: row.heroImageAlt ?? '' } : null,
  };
}
