import { desc, sql } from 'drizzle-orm';
import type { Page, Pledge } from '@sla/contract';
import { listDonationsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { pledges } from '../db/schema.js';
import { DONATIONS_PAGE_SIZE } from './listDonations.js';
import { toPledge } from './toDonation.js';

/** Pledges to follow up, newest first (view_all_users). */
export async function listPledges(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<Pledge>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_pledges' });
  const query = parseInput(listDonationsQuery, rawQuery);
  const limit = query.limit ?? DONATIONS_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, uuidId) : null;
  const rows = await ctx.db
    .select()
    .from(pledges)
    .where(after ? sql`(${pledges.createdAt}, ${pledges.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined)
    .orderBy(desc(pledges.createdAt), desc(pledges.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toPledge, (row) => [row.createdAt, row.id]);
}
