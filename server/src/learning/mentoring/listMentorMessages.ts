import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { MentorMessage, Page } from '@sla/contract';
import { mentorMessagesQuery, parseInput } from '@sla/contract/schemas';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { mentorMessages } from '../../db/schema.js';
import { openMentorship } from './openMentorship.js';
import { peopleByUid } from './people.js';
import { toMentorMessage } from './toMentoringItems.js';

export const MENTOR_MESSAGES_PAGE_SIZE = 30;

/**
 * GET /mentorships/:id/messages: the thread newest first, a page at a time. Reading it marks everything the other
 * side sent as read, so their unread count (and the e-mail pause in sendMentorMessage) starts again.
 */
export async function listMentorMessages(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawQuery: unknown,
): Promise<Page<MentorMessage>> {
  const open = await openMentorship(ctx, caller, id, 'read_mentor_messages');
  const query = parseInput(mentorMessagesQuery, rawQuery);
  const limit = query.limit ?? MENTOR_MESSAGES_PAGE_SIZE;
  const uid = open.caller.token.uid;
  const conditions = [eq(mentorMessages.mentorshipId, id)];
  if (query.cursor) {
    const { at, id: lastId } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${mentorMessages.sentAt}, ${mentorMessages.id}) < (${at.toISOString()}::timestamptz, ${lastId})`);
  }
  await ctx.db
    .update(mentorMessages)
    .set({ readAt: ctx.now() })
    .where(and(eq(mentorMessages.mentorshipId, id), ne(mentorMessages.authorUid, uid), isNull(mentorMessages.readAt)));
  const rows = await ctx.db
    .select()
    .from(mentorMessages)
    .where(and(...conditions))
    .orderBy(desc(mentorMessages.sentAt), desc(mentorMessages.id))
    .limit(limit + 1);
  const people = await peopleByUid(ctx.db, [open.row.studentUid, open.row.mentorUid]);
  return keysetPage(
    rows,
    limit,
    (row) => toMentorMessage(row, people, uid),
    (row) => [row.sentAt, row.id],
  );
}
