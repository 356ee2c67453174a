import { and, asc, eq } from 'drizzle-orm';
import type { StudentAssignment } from '@sla/contract';
import { markdownHtml } from '../../content/markdownHtml.js';
import type { Db } from '../../db/database.js';
import { submissionFiles, submissions } from '../../db/schema.js';
import { rulesOf } from '../assignments/assignmentRules.js';
import { toLearningFile } from '../learningFile.js';
import { owedFrom } from '../studentCohort.js';
import { assignmentStatus } from './assignmentStatus.js';
import { handInRefusal } from './handInRefusal.js';
import type { OwnAssignment } from './ownAssignment.js';
import { submissionFileColumns } from './submissionFileColumns.js';

/** An assignment of the student's cohort as they open it: the rules, their work, their waiting files, and whether the service would take a hand-in now. */
export async function studentAssignmentView(
  db: Db,
  { cohort, assignment }: OwnAssignment,
  uid: string,
  now: Date,
): Promise<StudentAssignment> {
  const [submission] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.assignmentId, assignment.id), eq(submissions.uid, uid)))
    .limit(1);
  const files = await db
    .select(submissionFileColumns)
    .from(submissionFiles)
    .where(and(eq(submissionFiles.assignmentId, assignment.id), eq(submissionFiles.uid, uid)))
    .orderBy(asc(submissionFiles.uploadedAt), asc(submissionFiles.id));
  const refusal = handInRefusal(
    {
      dueAt: assignment.dueAt,
      lateAccepted: assignment.lateAccepted,
      timeZone: cohort.timeZone,
      memberStatus: cohort.status,
      submission: submission ?? null,
    },
    now,
  );
  return {
    id: assignment.id,
    title: assignment.title,
    moduleTitle: assignment.moduleTitle,
    instructionsHtml: markdownHtml(assignment.instructions, 2),
    timeZone: cohort.timeZone,
    ...rulesOf(assignment),
    ...assignmentStatus(submission ?? null, assignment.dueAt, now, owedFrom(cohort)),
    canHandIn: refusal === null,
    handInRefusal: refusal,
    submission: submission
      ? {
          id: submission.id,
          state: submission.status,
          text: submission.textAnswer,
          late: submission.late,
          attempt: submission.attempt,
          submittedAt: submission.submittedAt.toISOString(),
          files: files.filter((file) => file.handedIn).map(toLearningFile),
          grade: submission.grade,
          // The levels with the grade: shown once graded, as the grade is.
          marks: submission.status === 'graded' ? submission.rubricMarks : null,
          feedback: submission.feedback,
          markedAt: submission.markedAt?.toISOString() ?? null,
        }
      : null,
    pendingFiles: files.filter((file) => !file.handedIn).map(toLearningFile),
  };
}
