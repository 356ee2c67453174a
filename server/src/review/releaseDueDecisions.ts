import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { applications } from '../db/schema.js';
import { releaseDecision } from './releaseDecision.js';

export const RELEASE_BATCH = 100;

/**
 * Releases every decision whose release time has come, oldest first, in batches; each release is
 * its own transaction, so one failure leaves the others released. Run every 30 seconds by the
 * background work, and right after a decision due at once. Returns how many were released.
 */
export async function releaseDueDecisions(ctx: ServiceContext): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await ctx.db
      .select({ id: applications.id })
      .from(applications)
      .where(
        and(
          isNotNull(applications.decision),
          isNull(applications.releasedAt),
          eq(applications.status, 'decided'),
          lte(applications.decisionReleaseAt, ctx.now()),
        ),
      )
      .orderBy(asc(applications.decisionReleaseAt), asc(applications.id))
      .limit(RELEASE_BATCH);
    let releasedNow = 0;
    for (const { id } of due) if (await releaseDecision(ctx, id)) releasedNow += 1;
    released += releasedNow;
    // A short batch was the last; a batch with nothing released is held by another worker.
    if (due.length < RELEASE_BATCH || releasedNow === 0) return released;
  }
}
