import type { ProgramPage } from '@sla/contract';
import type { ProgramRow } from '../../db/schema.js';

export function toProgramPage(row: ProgramRow): ProgramPage {
  return {
    programId: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    description: row.description,
    eligibility: row.whoFor,
    howToApply: row.howToApply,
    faq: row.faq,
    heroImage: row.heroImageUrl ? { mediaId: row.heroMediaId, url: row.heroImageUrl, alt: row.heroImageAlt ?? '' } : null,
    version: row.pageVersion,
    updatedAt: (row.pageUpdatedAt ?? row.updatedAt).toISOString(),
    updatedByName: row.pageUpdatedByName ?? '',
  };
}
