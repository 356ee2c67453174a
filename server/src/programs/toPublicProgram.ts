import type { ContentLanguage, CoverImage, Program, ProgramSummary } from '@sla/contract';
import type { ProgramRow } from '../db/schema.js';
import { applicationWindow } from './applicationWindow.js';
import { markdownHtml } from '../content/markdownHtml.js';
import type { VariantSize } from '../content/publicPostRows.js';
import { mediaVariantUrl } from '../content/toPublicPost.js';

/**
 * Only for rows visitors may see (active or closed). `language`: the language of the row's page texts, which are
 * French once translatedProgram put a translation in place.
 */
export function toProgramSummary(row: ProgramRow, now: Date, language: ContentLanguage = 'en'): ProgramSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    status: row.status === 'active' ? 'active' : 'closed',
    applicationWindow: applicationWindow(row, now),
    language,
  };
}

/** The page's hero picture; one from the media library also gets its resized variants and the largest one's size. */
export function heroImageOf(row: ProgramRow, variants: VariantSize[] | null): CoverImage | null {
  if (!row.heroImageUrl) return null;
  const hero: CoverImage = { url: row.heroImageUrl, alt: row.heroImageAlt ?? '' };
  const largest = variants?.at(-1);
  if (!row.heroMediaId || !variants || !largest) return hero;
  return {
    ...hero,
    srcset: variants.map((variant) => `${mediaVariantUrl(row.heroMediaId!, variant.width)} ${variant.width}w`).join(', '),
    width: largest.width,
    height: largest.height,
  };
}

/** Each long field also as sanitised HTML, headings from h3: they sit in sections under an h2 (FAQ answers under an h3). */
export function toProgram(
  row: ProgramRow,
  now: Date,
  heroVariants: VariantSize[] | null = null,
  language: ContentLanguage = 'en',
): Program {
  const html = (markdown: string) => markdownHtml(markdown, 3);
  return {
    ...toProgramSummary(row, now, language),
    description: row.description,
    descriptionHtml: html(row.description),
    whoFor: row.whoFor,
    whoForHtml: html(row.whoFor),
    howToApply: row.howToApply,
    howToApplyHtml: html(row.howToApply),
    faq: row.faq.map((entry) => ({ question: entry.question, answer: entry.answer, answerHtml: markdownHtml(entry.answer, 4) })),
    heroImage: heroImageOf(row, heroVariants),
    capacity: row.capacity,
    updatedAt: row.updatedAt.toISOString(),
  };
}
