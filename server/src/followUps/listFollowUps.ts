import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FollowUpItem, Page } from '@sla/contract';
import { followUpListQuery, NO_OWNER, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, encodeCursor, uuidId } from '../cursor.js';
import { followUps } from '../db/schema.js';
import { previewsOf } from './previews.js';
import { staffNames } from './staffNames.js';
import { toFollowUpItem } from './toFollowUpItem.js';

export const FOLLOW_UPS_PAGE_SIZE = 50;

/**
 * The follow-up inbox (view_all_users): latest activity first, by status ("open" is new or in progress), owner (a uid,
 * or "none") and kind, paged by keyset on (activity_at, id). Each filter and their mixes have an index that serves
 * the order (migration 0033), so a page reads a page of rows at 50,000 items (tools/bench/followUpsBench.mjs).
 */
export async function listFollowUps(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<FollowUpItem>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_follow_ups' });
  const query = parseInput(followUpListQuery, rawQuery);
  const limit = query.limit ?? FOLLOW_UPS_PAGE_SIZE;
  const conditions = [];
  if (query.status === 'open') conditions.push(ne(followUps.status, 'done'));
  else if (query.status) conditions.push(eq(followUps.status, query.status));
  if (query.owner === NO_OWNER) conditions.push(isNull(followUps.ownerUid));
  else if (query.owner) conditions.push(eq(followUps.ownerUid, query.owner));
  if (query.kind) conditions.push(eq(followUps.kind, query.kind));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${followUps.activityAt}, ${followUps.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select()
    .from(followUps)
    .where(and(...conditions))
    .orderBy(desc(followUps.activityAt), desc(followUps.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const [names, previews] = await Promise.all([
    staffNames(
      ctx.db,
      shown.map((row) => row.ownerUid),
    ),
    previewsOf(ctx.db, shown),
  ]);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => toFollowUpItem(row, names, previews.get(row.id))),
    nextCursor: rows.length > limit && last ? encodeCursor(last.activityAt, last.id) : null,
  };
}
