import { and, eq } from 'drizzle-orm';
import { DataError, type Program } from '@sla/data';
import type { ServiceContext } from '../context.js';
import { programs } from '../db/schema.js';
import { toProgram } from './toPublicProgram.js';
import { programVisibleToVisitors } from './visibility.js';

/** A programme page by slug (the first match); drafts answer as unknown. */
export async function getPublicProgram(ctx: ServiceContext, slug: string): Promise<Program> {
  const [row] = await ctx.db
    .select()
    .from(programs)
    .where(and(programVisibleToVisitors(), eq(programs.slug, slug)))
    .limit(1);
  if (!row) throw new DataError('not_found', 'We could not find that programme.');
  return toProgram(row, ctx.now());
}
