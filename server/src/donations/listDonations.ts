import { desc, sql } from 'drizzle-orm';
import type { Donation, Page } from '@sla/contract';
import { listDonationsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { donations } from '../db/schema.js';
import { toDonation } from './toDonation.js';

export const DONATIONS_PAGE_SIZE = 50;

/** Gifts paid online, newest first (view_all_users). */
export async function listDonations(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<Donation>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_donations' });
  const query = parseInput(listDonationsQuery, rawQuery);
  const limit = query.limit ?? DONATIONS_PAGE_SIZE;
  const after = query.cursor ? decodeCursor(query.cursor, uuidId) : null;
  const rows = await ctx.db
    .select()
    .from(donations)
    .where(
      after ? sql`(${donations.createdAt}, ${donations.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})` : undefined,
    )
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toDonation, (row) => [row.createdAt, row.id]);
}
