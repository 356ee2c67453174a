import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Decision } from '@sla/contract';
import { averageScore } from '@sla/domain';
import type { ServiceContext } from '../context.js';
import {
  applicationEvents,
  applicationFiles,
  applications,
  auditLogs,
  notices,
  programs,
  referenceRequests,
  reviewAssignments,
  reviewConflicts,
  reviews,
  users,
  type ProgramRow,
} from '../db/schema.js';
import { applicationPath } from '../review/noticeText.js';
import { ROLE_ASSIGNMENT_MESSAGES } from '@sla/permissions';
import { decisionNoticeText } from '@sla/contract/serviceMessages';
import { demoAnswers, demoPdf } from './applications/demoAnswers.js';
import { demoPlans, type DemoPlan } from './applications/demoPlans.js';
import { demoReferences } from './applications/demoReferences.js';
import { demoReview } from './applications/demoReviews.js';
import { DEMO_APPLICANTS } from './demoApplicants.js';
import { DEMO_PEOPLE } from './demoPeople.js';
import demoAccounts from '../../../demo-accounts.json' with { type: 'json' };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A stable UUID-shaped id from a name, so seeding twice finds the same rows. */
export function seededId(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type EventRow = typeof applicationEvents.$inferInsert;

/**
 * The demo's applications: the forty sample applicants' profiles and, across them and the
 * demo accounts, applications in every status with their timelines, files, reviewer assignments,
 * reviews, a declared conflict, and released decisions with their notices. Rows that exist are left
 * alone, and what belongs to an application is written only with the application itself, so
 * seeding twice changes nothing. Returns how many applications were created.
 */
export async function seedApplications(ctx: ServiceContext): Promise<number> {
  const now = ctx.now().getTime();
  const at = (daysAgo: number, hour = 0) => new Date(now - daysAgo * DAY + hour * HOUR);
  const plans = demoPlans();
  const acceptedByAdmin = new Set(
    plans
      .filter(
        (plan) => plan.decision?.decision === 'accepted' && plan.decision.by === 'demo-admin' && plan.decision.releaseInDays <= 0,
      )
      .map((plan) => plan.uid),
  );

  await ctx.db
    .insert(users)
    .values(
      DEMO_APPLICANTS.map((person, index) => ({
        ...person,
        role: acceptedByAdmin.has(person.uid) ? ('student' as const) : ('applicant' as const),
        createdAt: at(60 - index),
        updatedAt: at(60 - index),
      })),
    )
    .onConflictDoNothing({ target: users.uid });

  const programmes = new Map(
    (
      await ctx.db
        .select()
        .from(programs)
        .where(inArray(programs.slug, ['stepup-scholars', 'dynamerge']))
    ).map((row) => [row.slug, row]),
  );
  const names = new Map<string, string>([
    ...(demoAccounts as { uid: string; displayName: string }[]).map((account) => [account.uid, account.displayName] as const),
    ...DEMO_PEOPLE.map((person) => [person.uid, person.displayName] as const),
    ...DEMO_APPLICANTS.map((person) => [person.uid, person.displayName] as const),
  ]);
  const nameOf = (uid: string) => names.get(uid) ?? uid;

  const built = plans.flatMap((plan, seed) => {
    const programme = programmes.get(plan.programme);
    return programme ? [buildApplication(plan, programme, seed, at, nameOf, ctx.now())] : [];
  });
  if (!built.length) return 0;

  const inserted = new Set(
    (
      await ctx.db
        .insert(applications)
        .values(built.map((b) => b.application))
        .onConflictDoNothing()
        .returning({ id: applications.id })
    ).map((row) => row.id),
  );
  const mine = built.filter((b) => inserted.has(b.application.id));
  const all = <T>(pick: (b: (typeof built)[number]) => T[]) => mine.flatMap(pick);
  const insertAll = async <T>(rows: T[], write: (rows: T[]) => Promise<unknown>) => {
    if (rows.length) await write(rows);
  };
  await insertAll(
    all((b) => b.events),
    (rows) => ctx.db.insert(applicationEvents).values(rows),
  );
  await insertAll(
    all((b) => b.files),
    (rows) => ctx.db.insert(applicationFiles).values(rows).onConflictDoNothing(),
  );
  await insertAll(
    all((b) => b.references),
    (rows) => ctx.db.insert(referenceRequests).values(rows).onConflictDoNothing(),
  );
  await insertAll(
    all((b) => b.assignments),
    (rows) => ctx.db.insert(reviewAssignments).values(rows).onConflictDoNothing(),
  );
  await insertAll(
    all((b) => b.reviews),
    (rows) => ctx.db.insert(reviews).values(rows).onConflictDoNothing(),
  );
  await insertAll(
    all((b) => b.conflicts),
    (rows) => ctx.db.insert(reviewConflicts).values(rows).onConflictDoNothing(),
  );
  await insertAll(
    all((b) => b.notices),
    (rows) => ctx.db.insert(notices).values(rows).onConflictDoNothing(),
  );
  // The demo student's acceptance is already in the seeded audit history.
  await insertAll(
    all((b) => (b.application.userId === 'demo-student' ? [] : b.roleChanges)),
    (rows) => ctx.db.insert(auditLogs).values(rows),
  );
  return inserted.size;
}

function buildApplication(
  plan: DemoPlan,
  programme: ProgramRow,
  seed: number,
  at: (daysAgo: number, hour?: number) => Date,
  nameOf: (uid: string) => string,
  now: Date,
) {
  const id = seededId(`application:${plan.uid}:${plan.programme}`);
  const applicantName = nameOf(plan.uid);
  const events: EventRow[] = [];
  const event = (type: string, when: Date, text: string, actorUid: string | null, detail: Record<string, unknown> = {}) =>
    events.push({ applicationId: id, type, actorUid, detail: { ...detail, text }, at: when });

  const createdAt = at(plan.startedDaysAgo, 10);
  const submittedAt = plan.submittedDaysAgo === undefined ? null : at(plan.submittedDaysAgo, 14);
  event('started', createdAt, 'Started', plan.uid);
  if (submittedAt) event('submitted', submittedAt, 'Submitted', plan.uid);

  const files: (typeof applicationFiles.$inferInsert)[] = [];
  const answers = demoAnswers(programme.form, applicantName.split(' ')[0]!, seed, submittedAt !== null, (questionId) => {
    const fileId = seededId(`file:${id}:${questionId}`);
    const name = questionId === 'cv' ? `CV ${applicantName}.pdf` : `Results ${applicantName}.pdf`;
    const content = demoPdf(questionId === 'cv' ? `Curriculum vitae: ${applicantName}` : `School results: ${applicantName}`);
    files.push({
      id: fileId,
      applicationId: id,
      questionId,
      name,
      type: 'application/pdf',
      size: content.length,
      content,
      uploadedBy: plan.uid,
      uploadedAt: createdAt,
    });
    return fileId;
  });

  // Review: assigned the day after submission, reviews over the following days.
  const assignedAt = submittedAt ? new Date(submittedAt.getTime() + DAY) : createdAt;
  const assignments = (plan.reviewers ?? []).map((reviewerUid) => ({
    applicationId: id,
    reviewerUid,
    assignedBy: 'demo-admin',
    assignedAt,
  }));
  for (const { reviewerUid } of assignments)
    event('reviewer_assigned', assignedAt, `${nameOf(reviewerUid)} assigned to review`, 'demo-admin', { reviewerUid });
  if (assignments.length) event('review_started', assignedAt, 'Under review', 'demo-admin');
  const reviewRows = (plan.reviews ?? []).map(({ uid, level }, n) => {
    const when = new Date(assignedAt.getTime() + (n + 1) * DAY);
    event('review_submitted', when, `Review submitted by ${nameOf(uid)}`, uid);
    return {
      applicationId: id,
      reviewerUid: uid,
      ...demoReview(programme.rubric, level, seed + n),
      submittedAt: when,
      updatedAt: when,
    };
  });
  const conflicts = plan.conflict
    ? [{ applicationId: id, reviewerUid: plan.conflict.uid, reason: plan.conflict.reason, declaredAt: assignedAt }]
    : [];
  if (plan.conflict)
    event('conflict_declared', assignedAt, `${nameOf(plan.conflict.uid)} declared a conflict of interest`, plan.conflict.uid, {
      reviewerUid: plan.conflict.uid,
    });

  const decided = plan.decision ? decisionRows(plan.decision, id, plan.uid, programme.name, at, event) : null;
  const withdrawnAt = plan.withdrawnDaysAgo === undefined ? null : at(plan.withdrawnDaysAgo, 9);
  if (withdrawnAt) event('withdrawn', withdrawnAt, 'Withdrawn', plan.uid);

  const scores = reviewRows.map((review) => review.weightedScore);
  const updatedAt = events.reduce((latest, e) => (e.at > latest ? e.at : latest), createdAt);
  return {
    application: {
      id,
      userId: plan.uid,
      programId: programme.id,
      status: plan.status,
      form: programme.form,
      answers,
      decision: plan.decision?.decision ?? null,
      decidedBy: plan.decision?.by ?? null,
      decidedAt: decided?.decidedAt ?? null,
      decisionReleaseAt: decided?.releaseAt ?? null,
      releasedAt: decided?.releasedAt ?? null,
      studentRole: decided?.studentRole ?? ('not_applicable' as const),
      studentRoleMessage: decided?.studentRoleMessage ?? null,
      reviewers: assignments.length,
      reviewsSubmitted: reviewRows.length,
      averageScore: averageScore(scores),
      submittedAt,
      withdrawnAt,
      withdrawReason: withdrawnAt ? 'I have been offered a place on another programme this year.' : null,
      createdAt,
      updatedAt,
    },
    events,
    files,
    references: demoReferences({
      applicationId: id,
      programId: programme.id,
      count: programme.form.references?.count ?? 0,
      status: plan.status,
      applicantName,
      createdAt,
      submittedAt,
      seed,
      now,
      id: seededId,
    }),
    assignments,
    reviews: reviewRows,
    conflicts,
    notices: decided?.notice ? [decided.notice] : [],
    roleChanges: decided?.roleChange ? [decided.roleChange] : [],
  };
}

/** A decision's dates, its timeline, and once released the notice and (for an acceptance) the student role. */
function decisionRows(
  decision: NonNullable<DemoPlan['decision']>,
  id: string,
  applicantUid: string,
  programme: string,
  at: (daysAgo: number, hour?: number) => Date,
  event: (type: string, when: Date, text: string, actorUid: string | null, detail?: Record<string, unknown>) => void,
) {
  const decidedAt = at(decision.decidedDaysAgo, 11);
  const releaseAt = at(-decision.releaseInDays, 12);
  const released = decision.releaseInDays <= 0;
  const shown = `${releaseAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  event('decision_recorded', decidedAt, `Decision recorded: ${decision.decision}, to be released ${shown}`, decision.by, {
    decision: decision.decision,
    releaseAt: releaseAt.toISOString(),
  });
  if (!released)
    return {
      decidedAt,
      releaseAt,
      releasedAt: null,
      studentRole: studentRoleBefore(decision.decision),
      studentRoleMessage: null,
      notice: null,
      roleChange: null,
    };

  event('decision_released', releaseAt, `Decision: ${decision.decision}`, decision.by, { decision: decision.decision });
  const notice = {
    id: seededId(`notice:${id}`),
    userId: applicantUid,
    text: decisionNoticeText(decision.decision, programme),
    link: applicationPath(id),
    createdAt: releaseAt,
    readAt: null,
  };
  if (decision.decision !== 'accepted')
    return {
      decidedAt,
      releaseAt,
      releasedAt: releaseAt,
      studentRole: 'not_applicable' as const,
      studentRoleMessage: null,
      notice,
      roleChange: null,
    };

  // Only an admin may assign the student role: a staff member's acceptance waits for one.
  if (decision.by !== 'demo-admin') {
    const message = ROLE_ASSIGNMENT_MESSAGES.notAllowed;
    event('student_role_refused', releaseAt, `Student role not assigned: ${message}`, decision.by);
    return {
      decidedAt,
      releaseAt,
      releasedAt: releaseAt,
      studentRole: 'refused' as const,
      studentRoleMessage: message,
      notice,
      roleChange: null,
    };
  }
  event('student_role_assigned', releaseAt, 'Student role assigned', decision.by);
  const roleChange = {
    type: 'role_change' as const,
    userId: applicantUid,
    previousRole: 'applicant' as const,
    newRole: 'student' as const,
    changedBy: decision.by,
    reason: `Accepted to ${programme}`,
    ipAddress: '',
    userAgent: '',
    timestamp: releaseAt,
  };
  return {
    decidedAt,
    releaseAt,
    releasedAt: releaseAt,
    studentRole: 'assigned' as const,
    studentRoleMessage: null,
    notice,
    roleChange,
  };
}

const studentRoleBefore = (decision: Decision) =>
  decision === 'accepted' ? ('awaiting_release' as const) : ('not_applicable' as const);
