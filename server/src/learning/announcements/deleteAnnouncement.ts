import { and, eq, inArray, sql } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { announcementReads, announcements, cohortMembers, cohorts } from '../../db/schema.js';
import { noSuchAnnouncement } from './announcementRows.js';

/**
 * DELETE /announcements/:id (edit_programs): gone from its students' homes, with who read it; 404 when there is none.
 * In one transaction with the announcement locked (a student reading it meanwhile waits, then gets 404): the count of
 * every student who read it comes down, then the cohort's.
 */
export async function deleteAnnouncement(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'delete_announcement', announcementId: id });
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ cohortId: announcements.cohortId })
      .from(announcements)
      .where(eq(announcements.id, id))
      .for('update');
    if (!found) throw noSuchAnnouncement();
    const readers = tx
      .select({ uid: announcementReads.uid })
      .from(announcementReads)
      .where(eq(announcementReads.announcementId, id));
    await tx
      .update(cohortMembers)
      .set({ announcementsRead: sql`greatest(${cohortMembers.announcementsRead} - 1, 0)` })
      .where(and(eq(cohortMembers.cohortId, found.cohortId), inArray(cohortMembers.uid, readers)));
    await tx.delete(announcements).where(eq(announcements.id, id));
    await tx
      .update(cohorts)
      .set({ announcementCount: sql`greatest(${cohorts.announcementCount} - 1, 0)` })
      .where(eq(cohorts.id, found.cohortId));
  });
}
