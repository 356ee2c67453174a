import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { RATE_LIMITED } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { rateLimits } from '../db/schema.js';
import type { RateRule } from './rules.js';

export { RATE_LIMITED };

/** Counters are keyed by a hash: the table never holds an address or an IP in the clear. */
const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${createHash('sha256').update(`${rule.name}\n${subject.toLowerCase()}`).digest('base64url').slice(0, 32)}`;

/**
 * Counts one request against each (rule, subject) and answers how long until every counter is
 * back under its limit (0: none is over). Fixed windows in the database, one upsert per rule, so
 * every service instance shares the same counts. A counter from an earlier window starts again at 1.
 */
/** The fixed window `now` falls in for `rule`. */
const windowOf = (rule: RateRule, now: number) => new Date(Math.floor(now / rule.windowMs) * rule.windowMs);

async function countHits(ctx: ServiceContext, checks: [RateRule, string][]): Promise<number> {
  const now = ctx.now().getTime();
  let retryAfterMs = 0;
  for (const [rule, subject] of checks) {
    const windowStart = windowOf(rule, now);
    const windowEnd = new Date(windowStart.getTime() + rule.windowMs);
    const [counter] = await ctx.db
      .insert(rateLimits)
      .values({ key: keyOf(rule, subject), windowStart, hits: 1, expiresAt: windowEnd })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          // An instance whose clock lags counts into the newer window rather than resetting it.
          hits: sql`CASE WHEN ${rateLimits.windowStart} >= excluded.window_start THEN ${rateLimits.hits} + 1 ELSE 1 END`,
          windowStart: sql`greatest(${rateLimits.windowStart}, excluded.window_start)`,
          expiresAt: sql`greatest(${rateLimits.expiresAt}, excluded.expires_at)`,
        },
      })
      .returning({ hits: rateLimits.hits, expiresAt: rateLimits.expiresAt });
    if (counter && counter.hits > rule.limit) retryAfterMs = Math.max(retryAfterMs, counter.expiresAt.getTime() - now);
  }
  return retryAfterMs;
}

/**
 * Counts the request and refuses it with 429 and Retry-After when any counter is over its limit, in `message` (the
 * screen's own words where it has them).
 */
export async function enforceRateLimits(
  ctx: ServiceContext,
  checks: [RateRule, string][],
  message: string = RATE_LIMITED,
): Promise<void> {
  const retryAfterMs = await countHits(ctx, checks);
  if (retryAfterMs > 0)
    throw new DataError('rate_limited', message, {}, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
}

/** Counts the event and says whether it is still within its limit, for work that is skipped rather than refused. */
export async function withinRateLimit(ctx: ServiceContext, rule: RateRule, subject: string): Promise<boolean> {
  return (await countHits(ctx, [[rule, subject]])) === 0;
}

/**
 * How long until `subject` is back under `rule`'s limit (0: it is under it), without counting anything: for a limit on
 * failures, checked before the attempt that might fail.
 */
export async function rateLimitWait(ctx: ServiceContext, rule: RateRule, subject: string): Promise<number> {
  const now = ctx.now().getTime();
  const windowStart = windowOf(rule, now);
  const [counter] = await ctx.db
    .select({ hits: rateLimits.hits, windowStart: rateLimits.windowStart, expiresAt: rateLimits.expiresAt })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${keyOf(rule, subject)}`);
  if (!counter || counter.windowStart < windowStart || counter.hits < rule.limit) return 0;
  return Math.max(1, counter.expiresAt.getTime() - now);
}
