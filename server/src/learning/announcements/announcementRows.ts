import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { DataError, type StaffAnnouncement, type StudentAnnouncement } from '@sla/contract';
import { ANNOUNCEMENT_MESSAGES } from '@sla/contract/serviceMessages';
import { markdownHtml } from '../../content/markdownHtml.js';
import { decodeCursor, uuidId } from '../../cursor.js';
import type { Db } from '../../db/database.js';
import { announcementReads, announcements, cohortMembers, cohorts, users, type AnnouncementRow } from '../../db/schema.js';

export const noSuchAnnouncement = () => new DataError('not_found', ANNOUNCEMENT_MESSAGES.notFound);

/** Announcements are read under an h3 title on the student's home, so their own headings start at h4. */
const TOP_HEADING = 4;

/** How many of a page the lists give unless asked: the student's home shows the newest few. */
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

/** Where a page after `cursor` starts, in the feed's order (newest first; the id breaks ties), or everything. */
function olderThan(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const { at, id } = decodeCursor(cursor, uuidId);
  return sql`(${announcements.postedAt}, ${announcements.id}) < (${at.toISOString()}::timestamptz, ${id})`;
}

export interface FeedPage {
  cohortId: string;
  /** One announcement only (marking it read answers it). */
  id?: string;
  cursor?: string;
  /** Rows to fetch: a page's size plus one, which only says whether another page follows. */
  rows: number;
}

const feedWhere = (page: FeedPage) =>
  and(eq(announcements.cohortId, page.cohortId), page.id ? eq(announcements.id, page.id) : undefined, olderThan(page.cursor));

export type StaffAnnouncementRow = AnnouncementRow & { authorName: string | null; readBy: number };

/** A cohort's announcements as staff list them, newest first: with the author's name and how many students read each. */
export function staffAnnouncementRows(db: Db, page: FeedPage): Promise<StaffAnnouncementRow[]> {
  return db
    .select({
      id: announcements.id,
      cohortId: announcements.cohortId,
      authorUid: announcements.authorUid,
      title: announcements.title,
      body: announcements.body,
      emailed: announcements.emailed,
      postedAt: announcements.postedAt,
      updatedAt: announcements.updatedAt,
      authorName: users.displayName,
      readBy: sql<number>`(SELECT count(*) FROM announcement_reads r WHERE r.announcement_id = ${announcements.id})`.mapWith(
        Number,
      ),
    })
    .from(announcements)
    .leftJoin(users, eq(users.uid, announcements.authorUid))
    .where(feedWhere(page))
    .orderBy(desc(announcements.postedAt), desc(announcements.id))
    .limit(page.rows);
}

export const toStaffAnnouncement = (row: StaffAnnouncementRow): StaffAnnouncement => ({
  id: row.id,
  cohortId: row.cohortId,
  title: row.title,
  body: row.body,
  bodyHtml: markdownHtml(row.body, TOP_HEADING),
  author: { uid: row.authorUid, displayName: row.authorName },
  postedAt: row.postedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  emailed: row.emailed,
  readBy: row.readBy,
});

/** One announcement as staff see it, or 404. */
export async function staffAnnouncement(db: Db, id: string): Promise<StaffAnnouncement> {
  const [row] = await db.select({ cohortId: announcements.cohortId }).from(announcements).where(eq(announcements.id, id));
  if (!row) throw noSuchAnnouncement();
  const [found] = await staffAnnouncementRows(db, { cohortId: row.cohortId, id, rows: 1 });
  if (!found) throw noSuchAnnouncement();
  return toStaffAnnouncement(found);
}

export type StudentAnnouncementRow = Pick<AnnouncementRow, 'id' | 'title' | 'body' | 'postedAt' | 'updatedAt'> & {
  authorName: string | null;
  readAt: Date | null;
};

/** The student's cohort's announcements, newest first, each with when `uid` read it (one index range, one probe a row). */
export function studentAnnouncementRows(db: Db, uid: string, page: FeedPage): Promise<StudentAnnouncementRow[]> {
  return db
    .select({
      id: announcements.id,
      title: announcements.title,
      body: announcements.body,
      postedAt: announcements.postedAt,
      updatedAt: announcements.updatedAt,
      authorName: users.displayName,
      readAt: announcementReads.readAt,
    })
    .from(announcements)
    .leftJoin(users, eq(users.uid, announcements.authorUid))
    .leftJoin(announcementReads, and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.uid, uid)))
    .where(feedWhere(page))
    .orderBy(desc(announcements.postedAt), desc(announcements.id))
    .limit(page.rows);
}

export const toStudentAnnouncement = (row: StudentAnnouncementRow): StudentAnnouncement => ({
  id: row.id,
  title: row.title,
  bodyHtml: markdownHtml(row.body, TOP_HEADING),
  authorName: row.authorName,
  postedAt: row.postedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * How many of the cohort's announcements `uid` has not read: the cohort's counter less the member's, one row each
 * (kept in the transactions that post, delete and read announcements), whatever the cohort's size.
 */
export async function unreadAnnouncements(db: Db, uid: string, cohortId: string): Promise<number> {
  const [row] = await db
    .select({ posted: cohorts.announcementCount, read: cohortMembers.announcementsRead })
    .from(cohortMembers)
    .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
    .where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.uid, uid)));
  return row ? Math.max(0, row.posted - row.read) : 0;
}
