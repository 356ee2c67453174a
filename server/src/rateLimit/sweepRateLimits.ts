import { lt } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { rateLimits } from '../db/schema.js';

/** Drops counters of windows that have ended, so the table stays as small as the current traffic. */
export async function sweepRateLimits(ctx: ServiceContext): Promise<number> {
  const removed = await ctx.db.delete(rateLimits).where(lt(rateLimits.expiresAt, ctx.now())).returning({ key: rateLimits.key });
  return removed.length;
}
