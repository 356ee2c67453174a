import { and, eq, sql } from 'drizzle-orm';
import { DataError, type ContentLanguage, type Program } from '@sla/contract';
import { PROGRAM_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { contentTranslations, programs } from '../db/schema.js';
import type { VariantSize } from '../content/publicPostRows.js';
import { translatedProgram, translationIn } from '../content/translations/translatedText.js';
import { toProgram } from './toPublicProgram.js';
import { programVisibleToVisitors } from './visibility.js';

// The hero's resized variants in the same query, so the page stays one look-up.
const heroVariants = sql<VariantSize[] | null>`(
  SELECT json_agg(json_build_object('width', variant.width, 'height', variant.height) ORDER BY variant.width)
  FROM media_variants AS variant WHERE variant.media_id = ${programs.heroMediaId}
)`;

/** A programme page by slug (the first match), in `locale` when it has a version in it; drafts answer as unknown. */
export async function getPublicProgram(ctx: ServiceContext, slug: string, locale: ContentLanguage = 'en'): Promise<Program> {
  const [found] = await ctx.db
    .select({ row: programs, heroVariants, translation: contentTranslations.fields })
    .from(programs)
    .leftJoin(contentTranslations, translationIn('program', programs.id, locale))
    .where(and(programVisibleToVisitors(), eq(programs.slug, slug)))
    .limit(1);
  if (!found) throw new DataError('not_found', PROGRAM_MESSAGES.notPublished);
  const { row, language } = translatedProgram(found.row, found.translation);
  return toProgram(row, ctx.now(), found.heroVariants, language);
}
