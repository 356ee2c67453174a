import { and, desc, eq, sql } from 'drizzle-orm';
import type { AlumniMessage, Page } from '@sla/contract';
import { alumniMessagesQuery, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { alumniConversations, alumniMessages } from '../../db/schema.js';
import { openConversation } from './openConversation.js';
import { peopleAsSeenBy } from './people.js';
import { toAlumniMessage } from './toAlumniMessage.js';

export const ALUMNI_MESSAGES_PAGE_SIZE = 30;

/**
 * GET /alumni/conversations/:id/messages: the conversation newest first, a page at a time. Reading it marks what the
 * other person sent as read: the reader's read time moves to the newest message there is (not the clock), so a
 * message saved while this ran is still unread, and the e-mail pause in tellRecipient starts again.
 */
export async function listAlumniMessages(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawQuery: unknown,
): Promise<Page<AlumniMessage>> {
  const open = await openConversation(ctx, caller, id, 'read_alumni_messages');
  const query = parseInput(alumniMessagesQuery, rawQuery);
  const limit = query.limit ?? ALUMNI_MESSAGES_PAGE_SIZE;
  const me = open.caller.token.uid;
  const conditions = [eq(alumniMessages.conversationId, id)];
  if (query.cursor) {
    const { at, id: lastId } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${alumniMessages.sentAt}, ${alumniMessages.id}) < (${at.toISOString()}::timestamptz, ${lastId})`);
  }
  const newest = sql`(SELECT max(m.sent_at) FROM alumni_messages m WHERE m.conversation_id = ${id})`;
  await ctx.db
    .update(alumniConversations)
    .set(
      open.you === 'first'
        ? { firstReadAt: sql`greatest(${alumniConversations.firstReadAt}, ${newest})` }
        : { secondReadAt: sql`greatest(${alumniConversations.secondReadAt}, ${newest})` },
    )
    .where(eq(alumniConversations.id, id));
  const rows = await ctx.db
    .select()
    .from(alumniMessages)
    .where(and(...conditions))
    .orderBy(desc(alumniMessages.sentAt), desc(alumniMessages.id))
    .limit(limit + 1);
  const people = await peopleAsSeenBy(ctx.db, [me, open.otherUid], 'alumni', me);
  return keysetPage(
    rows,
    limit,
    (row) => toAlumniMessage(row, people, me),
    (row) => [row.sentAt, row.id],
  );
}
