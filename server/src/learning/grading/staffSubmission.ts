import { and, asc, desc, eq } from 'drizzle-orm';
import { DataError, type GradeRecord, type StaffSubmission } from '@sla/contract';
import { GRADING_MESSAGES } from '@sla/contract/serviceMessages';
import { markdownHtml } from '../../content/markdownHtml.js';
import type { Db } from '../../db/database.js';
import { assignments, submissionFiles, submissionGrades, submissions, users } from '../../db/schema.js';
import { toLearningFile } from '../learningFile.js';
import { submissionFileColumns } from '../submissions/submissionFileColumns.js';
import { gradingRows, toGradingItem } from './gradingItems.js';

export const noSuchSubmission = () => new DataError('not_found', GRADING_MESSAGES.noSuchSubmission);

/** Every grade given for the submission, newest first, with its grader's name while their account lasts. */
async function gradeHistory(db: Db, submissionId: string): Promise<GradeRecord[]> {
  const rows = await db
    .select({ grade: submissionGrades, gradedByName: users.displayName })
    .from(submissionGrades)
    .leftJoin(users, eq(users.uid, submissionGrades.gradedBy))
    .where(eq(submissionGrades.submissionId, submissionId))
    .orderBy(desc(submissionGrades.gradedAt), desc(submissionGrades.id));
  return rows.map(({ grade, gradedByName }) => ({
    grade: grade.grade,
    maxPoints: grade.maxPoints,
    attempt: grade.attempt,
    gradedAt: grade.gradedAt.toISOString(),
    gradedByName,
    feedback: grade.feedback,
    marks: grade.rubricMarks,
  }));
}

/**
 * A submission as a grader opens it: the work handed in (never the files still waiting), what was asked and how it is
 * graded (the rubric, if any), any marking with the levels chosen, and every grade given before; 404 if none.
 */
export async function staffSubmission(db: Db, id: string): Promise<StaffSubmission> {
  const [row] = await gradingRows(db, eq(submissions.id, id)).limit(1);
  if (!row) throw noSuchSubmission();
  const { submission } = row;
  const files = await db
    .select(submissionFileColumns)
    .from(submissionFiles)
    .where(
      and(
        eq(submissionFiles.assignmentId, submission.assignmentId),
        eq(submissionFiles.uid, submission.uid),
        eq(submissionFiles.handedIn, true),
      ),
    )
    .orderBy(asc(submissionFiles.uploadedAt), asc(submissionFiles.id));
  const [marker] = submission.markedBy
    ? await db.select({ name: users.displayName }).from(users).where(eq(users.uid, submission.markedBy))
    : [];
  // Read apart from gradingRows: the queue's pages need no rubric.
  const [assignment] = await db
    .select({ rubric: assignments.rubric })
    .from(assignments)
    .where(eq(assignments.id, submission.assignmentId));
  return {
    ...toGradingItem(row),
    text: submission.textAnswer,
    files: files.map(toLearningFile),
    feedback: submission.feedback,
    markedAt: submission.markedAt?.toISOString() ?? null,
    markedByName: marker?.name ?? null,
    instructionsHtml: markdownHtml(row.instructions, 2),
    textAnswer: row.textAnswer,
    rubric: assignment?.rubric ?? null,
    marks: submission.rubricMarks,
    gradeHistory: await gradeHistory(db, id),
  };
}
