import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContactMessage, Page } from '@sla/contract';
import { listMessagesQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { messages } from '../db/schema.js';
import { toContactMessage } from './toContactMessage.js';

export const MESSAGES_PAGE_SIZE = 50;

/** Form messages newest first, optionally of one kind (view_all_users). */
export async function listMessages(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<ContactMessage>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_messages' });
  const query = parseInput(listMessagesQuery, rawQuery);
  const limit = query.limit ?? MESSAGES_PAGE_SIZE;
  const conditions = [];
  if (query.kind) conditions.push(eq(messages.kind, query.kind));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${messages.createdAt}, ${messages.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select()
    .from(messages)
    .where(and(...conditions))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toContactMessage, (row) => [row.createdAt, row.id]);
}
