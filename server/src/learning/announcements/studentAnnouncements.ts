import type { StudentAnnouncements } from '@sla/contract';
import { announcementsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { keysetPage } from '../../cursor.js';
import { findStudentCohort } from '../studentCohort.js';
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  studentAnnouncementRows,
  toStudentAnnouncement,
  unreadAnnouncements,
} from './announcementRows.js';

/**
 * GET /student/announcements (view_program_content): the caller's cohort's announcements, newest first, a page at a
 * time, each with when they read it, and how many they have not read; nothing without a cohort. Only ever the caller's
 * own cohort: there is no way to name another.
 */
export async function studentAnnouncements(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<StudentAnnouncements> {
  const student = await requirePermission(ctx, caller, 'view_program_content', { action: 'list_student_announcements' });
  const query = parseInput(announcementsQuery, rawQuery);
  const uid = student.token.uid;
  const cohort = await findStudentCohort(ctx.db, uid);
  if (!cohort) return { items: [], nextCursor: null, unread: 0 };
  const limit = query.limit ?? ANNOUNCEMENTS_PAGE_SIZE;
  const [rows, unread] = await Promise.all([
    studentAnnouncementRows(ctx.db, uid, { cohortId: cohort.id, cursor: query.cursor, rows: limit + 1 }),
    unreadAnnouncements(ctx.db, uid, cohort.id),
  ]);
  return { ...keysetPage(rows, limit, toStudentAnnouncement, (row) => [row.postedAt, row.id]), unread };
}
