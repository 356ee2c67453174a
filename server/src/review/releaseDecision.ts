import { and, eq, isNull, lte } from 'drizzle-orm';
import { ROLE_ASSIGNMENT_MESSAGES } from '@sla/permissions';
import { decisionNoticeText } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import type { Db } from '../db/database.js';
import { applications, programs, users, type ApplicationRow } from '../db/schema.js';
import { joinAcceptingCohort } from '../learning/cohorts/joinAcceptingCohort.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { decisionReleasedMail } from '../mail/templates/decisionReleased.js';
import { createNotice } from '../notices/createNotice.js';
import { assignRoleWithin, auditRoleRefusal, LAST_ADMIN_MESSAGE, type RoleAssignmentOutcome } from '../users/assignRole.js';
import { addEvent, decisionText } from './events.js';
import { applicationPath } from './noticeText.js';
import { pageUrl } from '../i18n/pageUrl.js';

/** The message kept on the application when role assignment refuses the student role. */
export function refusalMessage(outcome: Exclude<RoleAssignmentOutcome, { kind: 'done' }>): string {
  return outcome.kind === 'lastAdmin' ? LAST_ADMIN_MESSAGE : ROLE_ASSIGNMENT_MESSAGES[outcome.failure];
}

/**
 * Makes an accepted applicant a student through the one role assignment service, acting as
 * `actingUid`: the role assignment rules, messages and role_change audit entry apply as on /admin/users.
 * The outcome is kept on the application (assigned, or refused with the message) and on its timeline; a new student
 * joins the programme's cohort that takes accepted students.
 */
export async function assignStudentRoleWithin(
  tx: Db,
  row: ApplicationRow,
  programme: string,
  actingUid: string,
  now: Date,
): Promise<RoleAssignmentOutcome> {
  const outcome = await assignRoleWithin(tx, {
    actingUid,
    targetUid: row.userId,
    role: 'student',
    reason: `Accepted to ${programme}`,
    now,
  });
  const message = outcome.kind === 'done' ? null : refusalMessage(outcome);
  if (outcome.kind === 'done')
    await joinAcceptingCohort(tx, { programId: row.programId, uid: row.userId, applicationId: row.id, now });
  await tx
    .update(applications)
    .set({ studentRole: message ? 'refused' : 'assigned', studentRoleMessage: message, updatedAt: now })
    .where(eq(applications.id, row.id));
  await addEvent(tx, {
    applicationId: row.id,
    type: message ? 'student_role_refused' : 'student_role_assigned',
    actorUid: actingUid,
    text: message ? `Student role not assigned: ${message}` : 'Student role assigned',
    at: now,
  });
  return outcome;
}

/**
 * Releases one due decision, all in one transaction: the release time, the applicant's timeline
 * event, their portal notice, their e-mail, and for an acceptance the student role (as the person
 * who decided). A row another worker is releasing is skipped (SKIP LOCKED). Returns whether this
 * call released it.
 */
export async function releaseDecision(ctx: ServiceContext, id: string): Promise<boolean> {
  const now = ctx.now();
  const released = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.id, id),
          eq(applications.status, 'decided'),
          isNull(applications.releasedAt),
          lte(applications.decisionReleaseAt, now),
        ),
      )
      .for('update', { skipLocked: true });
    if (!row?.decision) return null;
    const [program] = await tx.select({ name: programs.name }).from(programs).where(eq(programs.id, row.programId));
    const [applicant] = await tx.select().from(users).where(eq(users.uid, row.userId));
    const programme = program?.name ?? 'the programme';

    await tx.update(applications).set({ releasedAt: now, updatedAt: now }).where(eq(applications.id, id));
    await addEvent(tx, {
      applicationId: id,
      type: 'decision_released',
      actorUid: row.decidedBy,
      text: decisionText(row.decision),
      at: now,
      detail: { decision: row.decision },
    });
    await createNotice(tx, {
      userId: row.userId,
      text: decisionNoticeText(row.decision, programme),
      link: applicationPath(id),
      now,
    });
    if (applicant?.email) {
      const mail = decisionReleasedMail(
        {
          to: applicant.email,
          locale: applicant.locale,
          name: applicant.displayName,
          programme,
          decision: row.decision,
          applicationUrl: pageUrl(ctx.settings.siteUrl, applicationPath(id), applicant.locale),
          dedupeKey: `decision_released:${id}:${row.decidedAt?.toISOString() ?? ''}`,
        },
        ctx.settings.staffEmail,
      );
      await enqueueMail(tx, mail, now);
    }
    const outcome =
      row.decision === 'accepted' ? await assignStudentRoleWithin(tx, row, programme, row.decidedBy ?? '', now) : null;
    return { row, outcome };
  });
  if (!released) return false;
  // Committed: the new student's role claim is set (and pushed to their open pages) at once.
  if (released.outcome?.kind === 'done') {
    ctx.profiles.forget(released.row.userId);
    ctx.roleClaims.changed(released.row.userId, released.outcome.row.role);
  }
  if (released.outcome)
    await auditRoleRefusal(ctx, released.outcome, {
      actingUid: released.row.decidedBy ?? '',
      targetUid: released.row.userId,
      role: 'student',
      context: { applicationId: id },
    });
  return true;
}
