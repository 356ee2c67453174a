import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DataError, type StaffSubmission } from '@sla/contract';
import { GRADING_MESSAGES, WORK_NOTICES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { assignments, submissionGrades, submissions, users, type AssignmentRow, type SubmissionRow } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { createNotice } from '../../notices/createNotice.js';
import { workGradedMail, workReturnedMail } from './markedMails.js';
import { noSuchSubmission, staffSubmission } from './staffSubmission.js';
import { pageUrl } from '../../i18n/pageUrl.js';

type Marked = Pick<SubmissionRow, 'status' | 'grade' | 'feedback' | 'rubricMarks'>;
/** What a mark becomes of the work: graded (with its levels, given with the rubric) or returned. */
export type Decided = Marked & { status: 'graded' | 'returned' };
/** The assignment as a mark is checked against it. */
export type MarkedAssignment = Pick<AssignmentRow, 'id' | 'title' | 'maxPoints' | 'rubric'>;
type Assignment = MarkedAssignment;

/** Where a student opens an assignment. */
export const assignmentPath = (id: string) => `/student/assignments/${encodeURIComponent(id)}`;

/**
 * Grading and returning: in one transaction, the assignment share-locked (its points cannot be lowered under a grade
 * being given; updateAssignment locks it to check) and then the submission locked, the order a hand-in takes them in,
 * so a hand-in waits, and so does a second grader. The mark is for the hand-in the grader opened (`attempt`): once the
 * student has handed in again, 409 and nothing changes, so nobody grades work they have not seen. Then `decide` checks
 * the work and says what it becomes, the row is marked by the caller, and the student gets a notice and an e-mail
 * (optional mail) that exist exactly when the mark was saved.
 */
export async function markSubmission(
  ctx: ServiceContext,
  grader: Caller,
  id: string,
  attempt: number,
  decide: (assignment: Assignment) => Decided,
): Promise<StaffSubmission> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const [work] = await tx.select({ assignmentId: submissions.assignmentId }).from(submissions).where(eq(submissions.id, id));
    if (!work) throw noSuchSubmission();
    const [assignment] = await tx
      .select({ id: assignments.id, title: assignments.title, maxPoints: assignments.maxPoints, rubric: assignments.rubric })
      .from(assignments)
      .where(eq(assignments.id, work.assignmentId))
      .for('share');
    const [row] = await tx
      .select({ submission: submissions, studentName: users.displayName })
      .from(submissions)
      .leftJoin(users, eq(users.uid, submissions.uid))
      .where(eq(submissions.id, id))
      .for('update', { of: submissions });
    // Deleted meanwhile (with its assignment): as if it never was.
    if (!assignment || !row) throw noSuchSubmission();
    if (row.submission.attempt !== attempt) throw new DataError('conflict', GRADING_MESSAGES.handedInAgain(row.studentName));
    const marked = decide(assignment);
    await tx
      .update(submissions)
      .set({ ...marked, markedBy: grader.token.uid, markedAt: now })
      .where(eq(submissions.id, id));
    if (marked.status === 'graded')
      await tx.insert(submissionGrades).values({
        id: randomUUID(),
        submissionId: id,
        assignmentId: assignment.id,
        attempt,
        grade: marked.grade!,
        maxPoints: assignment.maxPoints,
        rubricMarks: marked.rubricMarks,
        feedback: marked.feedback,
        gradedBy: grader.token.uid,
        gradedAt: now,
      });
    await tellStudent(ctx, tx, row.submission, assignment, marked, now);
  });
  return staffSubmission(ctx.db, id);
}

async function tellStudent(
  ctx: ServiceContext,
  tx: Db,
  submission: SubmissionRow,
  assignment: Assignment,
  marked: Marked,
  now: Date,
) {
  const graded = marked.status === 'graded';
  const link = assignmentPath(assignment.id);
  await createNotice(tx, {
    userId: submission.uid,
    text: graded
      ? WORK_NOTICES.graded(assignment.title, marked.grade!, assignment.maxPoints)
      : WORK_NOTICES.returned(assignment.title),
    link,
    now,
  });
  const [student] = await tx
    .select({ email: users.email, name: users.displayName, locale: users.locale })
    .from(users)
    .where(eq(users.uid, submission.uid));
  if (!student?.email) return;
  const details = {
    to: student.email,
    locale: student.locale,
    name: student.name,
    title: assignment.title,
    feedback: marked.feedback,
    assignmentUrl: pageUrl(ctx.settings.siteUrl, link, student.locale),
    dedupeKey: `work_${marked.status}:${submission.id}:${submission.attempt}`,
  };
  const mail = graded
    ? workGradedMail({ ...details, grade: marked.grade!, maxPoints: assignment.maxPoints }, ctx.settings.staffEmail)
    : workReturnedMail(details, ctx.settings.staffEmail);
  await enqueueMail(tx, mail, now);
}
