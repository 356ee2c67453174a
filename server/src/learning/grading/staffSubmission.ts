import { and, asc, eq } from 'drizzle-orm';
import { DataError, type StaffSubmission } from '@sla/contract';
import { GRADING_MESSAGES } from '@sla/contract/serviceMessages';
import { markdownHtml } from '../../content/markdownHtml.js';
import type { Db } from '../../db/database.js';
import { submissionFiles, submissions, users } from '../../db/schema.js';
import { toLearningFile } from '../learningFile.js';
import { submissionFileColumns } from '../submissions/submissionFileColumns.js';
import { gradingRows, toGradingItem } from './gradingItems.js';

export const noSuchSubmission = () => new DataError('not_found', GRADING_MESSAGES.noSuchSubmission);

/** A submission as a grader opens it: the work handed in (never the files still waiting), what was asked, and any marking; 404 if none. */
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
  return {
    ...toGradingItem(row),
    text: submission.textAnswer,
    files: files.map(toLearningFile),
    feedback: submission.feedback,
    markedAt: submission.markedAt?.toISOString() ?? null,
    markedByName: marker?.name ?? null,
    instructionsHtml: markdownHtml(row.instructions, 2),
    textAnswer: row.textAnswer,
  };
}
