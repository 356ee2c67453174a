import { and, desc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { ApplicantThreadMessage, StaffThreadMessage } from '@sla/contract';
import { markdownHtml } from '../content/markdownHtml.js';
import { decodeCursor, uidId } from '../cursor.js';
import type { Db } from '../db/database.js';
import { applicationMessages, applicationThreads, users, type ApplicationMessageRow } from '../db/schema.js';

/** A message is read under the thread's h2 and each message's own line, so its headings start at h4. */
const TOP_HEADING = 4;

/** How many of a page the lists give unless asked. */
export const THREAD_PAGE_SIZE = 30;

/** The latest message's first words in a list: enough to recognise it, short enough for a phone's line. */
export const PREVIEW_LENGTH = 140;

/** Enough of the latest message to make its preview from, read with the list (its first words, Markdown and all). */
export const previewSource = sql<string>`left(${applicationMessages.body}, ${sql.raw(String(PREVIEW_LENGTH * 3))})`;

/**
 * The latest message's first words as the lists show them: Markdown's marks taken out (a link keeps its words),
 * whitespace run together, cut at PREVIEW_LENGTH with an ellipsis.
 */
export function previewOf(markdown: string): string {
  // An escaped mark (\*) is the character itself: kept aside (as private-use characters) while the marks go, then put back.
  const text = markdown
    .replace(/\\([\\`*_{}[\]()#+\-.!>~])/g, (_, mark: string) => `\uE000${mark.charCodeAt(0)}\uE001`)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`|~~)(?=\S)([^]*?\S)\1/g, '$2')
    .replace(/\uE000(\d+)\uE001/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

/**
 * Rows before `cursor` in newest-first order of (at, id), or everything. Ids are text of ours (applications' and
 * messages'), checked only to be storable text of a sane length before they reach SQL.
 */
export function before(at: SQLWrapper, id: SQLWrapper, cursor?: string) {
  if (!cursor) return undefined;
  const after = decodeCursor(cursor, uidId);
  return sql`(${at}, ${id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`;
}

type MessageRow = ApplicationMessageRow & { authorName: string | null };

/** A page of one application's thread, newest first (one index range). */
export function threadMessageRows(
  db: Db,
  applicationId: string,
  cursor: string | undefined,
  rows: number,
): Promise<MessageRow[]> {
  return db
    .select({
      id: applicationMessages.id,
      applicationId: applicationMessages.applicationId,
      authorUid: applicationMessages.authorUid,
      fromStaff: applicationMessages.fromStaff,
      body: applicationMessages.body,
      sentAt: applicationMessages.sentAt,
      mailPending: applicationMessages.mailPending,
      authorName: users.displayName,
    })
    .from(applicationMessages)
    .leftJoin(users, eq(users.uid, applicationMessages.authorUid))
    .where(
      and(
        eq(applicationMessages.applicationId, applicationId),
        before(applicationMessages.sentAt, applicationMessages.id, cursor),
      ),
    )
    .orderBy(desc(applicationMessages.sentAt), desc(applicationMessages.id))
    .limit(rows);
}

export const toStaffMessage = (row: MessageRow): StaffThreadMessage => ({
  id: row.id,
  fromStaff: row.fromStaff,
  author: { uid: row.authorUid, displayName: row.authorName },
  body: row.body,
  bodyHtml: markdownHtml(row.body, TOP_HEADING),
  sentAt: row.sentAt.toISOString(),
});

/** The applicant's view: who on staff wrote stays with staff; the organisation speaks. */
export const toApplicantMessage = (row: Pick<MessageRow, 'id' | 'fromStaff' | 'body' | 'sentAt'>): ApplicantThreadMessage => ({
  id: row.id,
  fromStaff: row.fromStaff,
  bodyHtml: markdownHtml(row.body, TOP_HEADING),
  sentAt: row.sentAt.toISOString(),
});

/**
 * Adds a message to its thread's row (created with the first): the latest message, the count, and one more unread
 * for the other side. One statement, so two messages at once both count.
 */
export async function countMessageInThread(
  db: Db,
  message: { id: string; applicationId: string; applicantUid: string; fromStaff: boolean; sentAt: Date },
): Promise<void> {
  const staffUnread = message.fromStaff ? 0 : 1;
  const applicantUnread = message.fromStaff ? 1 : 0;
  await db
    .insert(applicationThreads)
    .values({
      applicationId: message.applicationId,
      applicantUid: message.applicantUid,
      lastMessageId: message.id,
      lastMessageAt: message.sentAt,
      messages: 1,
      staffUnread,
      applicantUnread,
    })
    .onConflictDoUpdate({
      target: applicationThreads.applicationId,
      set: {
        lastMessageId: message.id,
        lastMessageAt: message.sentAt,
        messages: sql`${applicationThreads.messages} + 1`,
        staffUnread: sql`${applicationThreads.staffUnread} + ${staffUnread}`,
        applicantUnread: sql`${applicationThreads.applicantUnread} + ${applicantUnread}`,
      },
    });
}

/** A thread's row, or none before its first message. */
export async function threadOf(db: Db, applicationId: string) {
  const [row] = await db.select().from(applicationThreads).where(eq(applicationThreads.applicationId, applicationId));
  return row ?? null;
}
