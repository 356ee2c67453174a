import { and, eq, sql } from 'drizzle-orm';
import { DataError, type Program } from '@sla/data';
import type { ServiceContext } from '../context.js';
import { programs } from '../db/schema.js';
import type { VariantSize } from '../content/publicPostRows.js';
import { toProgram } from './toPublicProgram.js';
import { programVisibleToVisitors } from './visibility.js';

// The hero's resized variants in the same query, so the page stays one look-up.
const heroVariants = sql<VariantSize[] | null>`(
  SELECT json_agg(json_build_object('width', variant.width, 'height', variant.height) ORDER BY variant.width)
  FROM media_variants AS variant WHERE variant.media_id = ${programs.heroMediaId}
)`;

/** A programme page by slug (the first match); drafts answer as unknown. */
export async function getPublicProgram(ctx: ServiceContext, slug: string): Promise<Program> {
  const [found] = await ctx.db
    .select({ row: programs, heroVariants })
    .from(programs)
    .where(and(programVisibleToVisitors(), eq(programs.slug, slug)))
    .limit(1);
  if (!found) throw new DataError('not_found', 'We could not find that programme.');
  return toProgram(found.row, ctx.now(), found.heroVariants);
}
