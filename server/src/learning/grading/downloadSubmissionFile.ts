import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { GRADING_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { StoredFile } from '../../applications/files/downloadFile.js';
import type { Caller, ServiceContext } from '../../context.js';
import { submissionFiles, submissions } from '../../db/schema.js';
import { noSuchSubmission } from './staffSubmission.js';

/** A file handed in with a submission (edit_programs); files the student has not handed in are not staff's to read. */
export async function downloadSubmissionFile(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  fileId: string,
): Promise<StoredFile> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'download_submission_file', submissionId: id });
  const [submission] = await ctx.db
    .select({ assignmentId: submissions.assignmentId, uid: submissions.uid })
    .from(submissions)
    .where(eq(submissions.id, id));
  if (!submission) throw noSuchSubmission();
  const [file] = await ctx.db
    .select({ name: submissionFiles.name, type: submissionFiles.type, content: submissionFiles.content })
    .from(submissionFiles)
    .where(
      and(
        eq(submissionFiles.id, fileId),
        eq(submissionFiles.assignmentId, submission.assignmentId),
        eq(submissionFiles.uid, submission.uid),
        eq(submissionFiles.handedIn, true),
      ),
    );
  if (!file) throw new DataError('not_found', GRADING_MESSAGES.noSuchFile);
  return file;
}
