import { and, desc, eq, sql } from 'drizzle-orm';
import type { NewsletterSubscriber, Page } from '@sla/contract';
import { listSubscribersQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { newsletterSubscribers as subscribers } from '../db/schema.js';
import { toSubscriber } from './toSubscriber.js';

export const SUBSCRIBERS_PAGE_SIZE = 50;

/** Newsletter addresses newest first, optionally of one status (view_all_users). */
export async function listSubscribers(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<NewsletterSubscriber>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_newsletter_subscribers' });
  const query = parseInput(listSubscribersQuery, rawQuery);
  const limit = query.limit ?? SUBSCRIBERS_PAGE_SIZE;
  const conditions = [];
  if (query.status) conditions.push(eq(subscribers.status, query.status));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${subscribers.createdAt}, ${subscribers.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select()
    .from(subscribers)
    .where(and(...conditions))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toSubscriber, (row) => [row.createdAt, row.id]);
}
