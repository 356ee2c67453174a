import { and, eq, sql } from 'drizzle-orm';
import type { AnnouncementRead } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { announcementReads, announcements, cohortMembers } from '../../db/schema.js';
import { findStudentCohort } from '../studentCohort.js';
import { noSuchAnnouncement, studentAnnouncementRows, toStudentAnnouncement, unreadAnnouncements } from './announcementRows.js';

/**
 * PUT /student/announcements/:id/read (view_program_content): records that the caller read an announcement of their
 * cohort; reading it again keeps the first time (and counts once). Another cohort's, or one that does not exist, is 404
 * alike. The announcement is held against deletion meanwhile, so a delete at the same moment is a 404, never a foreign
 * key error, and never leaves a read counted for an announcement that is gone.
 */
export async function markAnnouncementRead(ctx: ServiceContext, caller: Caller | null, id: string): Promise<AnnouncementRead> {
  const student = await requirePermission(ctx, caller, 'view_program_content', {
    action: 'mark_announcement_read',
    announcementId: id,
  });
  const uid = student.token.uid;
  const cohort = await findStudentCohort(ctx.db, uid);
  if (!cohort) throw noSuchAnnouncement();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(and(eq(announcements.id, id), eq(announcements.cohortId, cohort.id)))
      .for('key share');
    if (!found) throw noSuchAnnouncement();
    const inserted = await tx
      .insert(announcementReads)
      .values({ announcementId: id, uid, readAt: now })
      .onConflictDoNothing()
      .returning({ uid: announcementReads.uid });
    // The first read only: the member's count of what they read goes up with it.
    if (inserted.length)
      await tx
        .update(cohortMembers)
        .set({ announcementsRead: sql`${cohortMembers.announcementsRead} + 1` })
        .where(and(eq(cohortMembers.cohortId, cohort.id), eq(cohortMembers.uid, uid)));
  });
  const [[row], unread] = await Promise.all([
    studentAnnouncementRows(ctx.db, uid, { cohortId: cohort.id, id, rows: 1 }),
    unreadAnnouncements(ctx.db, uid, cohort.id),
  ]);
  if (!row) throw noSuchAnnouncement();
  return { announcement: toStudentAnnouncement(row), unread };
}
