import { sql } from 'drizzle-orm';
import type { FollowUpCounts } from '@sla/contract';
import { FOLLOW_UP_KINDS } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { followUps } from '../db/schema.js';

/**
 * The dashboard's counts of open items (view_all_users): new and in progress, by kind, and those the caller owns. One
 * grouped count over the partial index of open items: done ones, however many, are never read.
 */
export async function countFollowUps(ctx: ServiceContext, caller: Caller | null): Promise<FollowUpCounts> {
  const staff = await requirePermission(ctx, caller, 'view_all_users', { action: 'count_follow_ups' });
  const rows = await ctx.db
    .select({
      kind: followUps.kind,
      status: followUps.status,
      n: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) FILTER (WHERE ${followUps.ownerUid} = ${staff.token.uid})::int`,
    })
    .from(followUps)
    .where(sql`${followUps.status} <> 'done'`)
    .groupBy(followUps.kind, followUps.status);
  const counts: FollowUpCounts = {
    open: 0,
    new: 0,
    inProgress: 0,
    mine: 0,
    byKind: Object.fromEntries(FOLLOW_UP_KINDS.map((kind) => [kind, 0])) as FollowUpCounts['byKind'],
  };
  for (const row of rows) {
    const n = Number(row.n);
    counts.open += n;
    counts.mine += Number(row.mine);
    counts.byKind[row.kind] += n;
    if (row.status === 'new') counts.new += n;
    else counts.inProgress += n;
  }
  return counts;
}
