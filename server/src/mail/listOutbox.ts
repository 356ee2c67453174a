import { and, desc, eq, sql } from 'drizzle-orm';
import type { OutboxMessage, Page } from '@sla/contract';
import { listOutboxQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, serialId } from '../cursor.js';
import { outbox } from '../db/schema.js';
import { toOutboxMessage } from './toOutboxMessage.js';

export const OUTBOX_PAGE_SIZE = 50;

/**
 * The e-mails the product sent or will send, newest first, optionally to one address (case does
 * not matter) or of one status. Admins only (manage_system_settings): the bodies hold live
 * confirm and unsubscribe links and whatever people wrote, which staff's view_all_users does not cover.
 */
export async function listOutbox(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<OutboxMessage>> {
  await requirePermission(ctx, caller, 'manage_system_settings', { action: 'list_outbox' });
  const query = parseInput(listOutboxQuery, rawQuery);
  const limit = query.limit ?? OUTBOX_PAGE_SIZE;
  const conditions = [];
  if (query.to) conditions.push(sql`lower(${outbox.to}) = ${query.to.toLowerCase()}`);
  if (query.status) conditions.push(eq(outbox.status, query.status));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, serialId);
    conditions.push(sql`(${outbox.createdAt}, ${outbox.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select()
    .from(outbox)
    .where(and(...conditions))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toOutboxMessage, (row) => [row.createdAt, row.id]);
}
