import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { StaffAnnouncement } from '@sla/contract';
import { announcementChangeInput, announcementInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { announcements, cohorts } from '../../db/schema.js';
import { noSuchCohort } from '../cohorts/cohortRows.js';
import { noSuchAnnouncement, staffAnnouncement } from './announcementRows.js';
import { emailCohort } from './emailCohort.js';

/**
 * POST /cohorts/:id/announcements (edit_programs): posts an announcement to the cohort's students. With `email`, each
 * active student is also sent it (optional mail, in their language) in the same transaction, so the e-mails exist
 * exactly when the announcement does; the cohort's announcement count (students' unread counts) goes up with it.
 */
export async function createAnnouncement(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  body: unknown,
): Promise<StaffAnnouncement> {
  const staff = await requirePermission(ctx, caller, 'edit_programs', { action: 'create_announcement', cohortId });
  const input = parseInput(announcementInput, body);
  const now = ctx.now();
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    // Locked until the announcement and its count are in: posts to one cohort take turns on its counter, and a cohort
    // deleted meanwhile is a 404, never a foreign key error.
    const [cohort] = await tx
      .select({ id: cohorts.id, name: cohorts.name })
      .from(cohorts)
      .where(eq(cohorts.id, cohortId))
      .for('no key update');
    if (!cohort) throw noSuchCohort();
    const authorUid = staff.token.uid;
    await tx.insert(announcements).values({
      id,
      cohortId,
      authorUid,
      title: input.title,
      body: input.body,
      emailed: input.email,
      postedAt: now,
      updatedAt: now,
    });
    await tx
      .update(cohorts)
      .set({ announcementCount: sql`${cohorts.announcementCount} + 1` })
      .where(eq(cohorts.id, cohortId));
    if (input.email) await emailCohort(tx, ctx, { id, cohort, authorUid, title: input.title, body: input.body, now });
  });
  return staffAnnouncement(ctx.db, id);
}

/** PUT /announcements/:id (edit_programs): a new title and body; students see the change, nobody is e-mailed again. */
export async function updateAnnouncement(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffAnnouncement> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'update_announcement', announcementId: id });
  const input = parseInput(announcementChangeInput, body);
  const [row] = await ctx.db
    .update(announcements)
    .set({ title: input.title, body: input.body, updatedAt: ctx.now() })
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (!row) throw noSuchAnnouncement();
  return staffAnnouncement(ctx.db, id);
}
