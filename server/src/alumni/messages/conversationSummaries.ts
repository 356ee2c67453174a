import { and, desc, or, sql, eq, type SQL } from 'drizzle-orm';
import type { ConversationSummary } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { alumniConversations } from '../../db/schema.js';
import { blockedBetweenSql } from '../relation.js';
import { peopleAsSeenBy } from './people.js';

/** How much of the latest message a list shows: enough for a line, not a whole letter. */
export const PREVIEW_LENGTH = 200;

/**
 * `uid`'s conversations matching `where`, latest activity first, as summaries: the other person named as members see
 * them (their photo only when its visibility reaches alumni), the latest message, what `uid` has not read yet, and
 * whether either side blocked the other. One query for the rows, one for the people.
 */
export async function conversationSummaries(
  db: Db,
  uid: string,
  where: SQL | undefined,
  limit: number,
): Promise<{ summary: ConversationSummary; lastMessageAt: Date; id: string }[]> {
  const c = alumniConversations;
  const otherUid = sql<string>`CASE WHEN ${c.firstUid} = ${uid} THEN ${c.secondUid} ELSE ${c.firstUid} END`;
  const myReadAt = sql`CASE WHEN ${c.firstUid} = ${uid} THEN ${c.firstReadAt} ELSE ${c.secondReadAt} END`;
  // Spelled out: drizzle names a lone table's columns unqualified, and inside a subquery on alumni_messages "id" would
  // be the message's own.
  const conversationId = sql.raw('alumni_conversations.id');
  const latest = (column: string) =>
    sql.raw(
      `(SELECT m.${column} FROM alumni_messages m WHERE m.conversation_id = alumni_conversations.id ORDER BY m.sent_at DESC, m.id DESC LIMIT 1)`,
    );
  const rows = await db
    .select({
      id: c.id,
      lastMessageAt: c.lastMessageAt,
      otherUid,
      lastBody: sql<string | null>`${latest('body')}`,
      lastSender: sql<string | null>`${latest('sender_uid')}`,
      unread: sql<number>`(SELECT count(*)::int FROM alumni_messages m WHERE m.conversation_id = ${conversationId} AND m.sender_uid <> ${uid} AND (${myReadAt} IS NULL OR m.sent_at > ${myReadAt}))`,
      blocked: sql<boolean>`${blockedBetweenSql(uid, otherUid)}`,
      blockedByMe: sql<boolean>`EXISTS (SELECT 1 FROM alumni_blocks b WHERE b.blocker_uid = ${uid} AND b.blocked_uid = ${otherUid})`,
    })
    .from(c)
    .where(and(or(eq(c.firstUid, uid), eq(c.secondUid, uid)), where))
    .orderBy(desc(c.lastMessageAt), desc(c.id))
    .limit(limit);
  const people = await peopleAsSeenBy(
    db,
    rows.map((row) => row.otherUid),
    'alumni',
  );
  return rows.map((row) => {
    const other = people.get(row.otherUid)!;
    const body = row.lastBody ?? '';
    return {
      id: row.id,
      lastMessageAt: row.lastMessageAt,
      summary: {
        id: row.id,
        withUid: row.otherUid,
        withName: other.name,
        withPhoto: other.photo,
        lastMessage: body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body,
        lastMessageAt: row.lastMessageAt.toISOString(),
        lastFromMe: row.lastSender === uid,
        unread: Number(row.unread),
        blocked: Boolean(row.blocked),
        blockedByMe: Boolean(row.blockedByMe),
      },
    };
  });
}
