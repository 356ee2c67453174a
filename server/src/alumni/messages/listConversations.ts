import { sql } from 'drizzle-orm';
import type { ConversationSummary, Page } from '@sla/contract';
import { alumniMessagesQuery, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { alumniConversations } from '../../db/schema.js';
import { conversationSummaries } from './conversationSummaries.js';
import { requireNetworker } from './openConversation.js';

export const CONVERSATIONS_PAGE_SIZE = 30;

/** GET /alumni/conversations: the caller's conversations, latest activity first, a page at a time. */
export async function listConversations(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<ConversationSummary>> {
  const member = await requireNetworker(ctx, caller, { action: 'list_alumni_conversations' });
  const query = parseInput(alumniMessagesQuery, rawQuery);
  const limit = query.limit ?? CONVERSATIONS_PAGE_SIZE;
  let after;
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    after = sql`(${alumniConversations.lastMessageAt}, ${alumniConversations.id}) < (${at.toISOString()}::timestamptz, ${id})`;
  }
  const rows = await conversationSummaries(ctx.db, member.token.uid, after, limit + 1);
  return keysetPage(
    rows,
    limit,
    (row) => row.summary,
    (row) => [row.lastMessageAt, row.id],
  );
}
