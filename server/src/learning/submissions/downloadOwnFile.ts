import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { StoredFile } from '../../applications/files/downloadFile.js';
import type { Caller, ServiceContext } from '../../context.js';
import { submissionFiles } from '../../db/schema.js';
import { findOwnAssignment } from './ownAssignment.js';
import { noSuchFile } from './removeSubmissionFile.js';

/** One of the caller's own files for an assignment of their cohort, handed in or waiting (participate_in_programs); any other is 404. */
export async function downloadOwnFile(
  ctx: ServiceContext,
  caller: Caller | null,
  assignmentId: string,
  fileId: string,
): Promise<StoredFile> {
  const student = await requirePermission(ctx, caller, 'participate_in_programs', {
    action: 'download_submission_file',
    assignmentId,
  });
  const uid = student.token.uid;
  await findOwnAssignment(ctx.db, uid, assignmentId);
  const [file] = await ctx.db
    .select({ name: submissionFiles.name, type: submissionFiles.type, content: submissionFiles.content })
    .from(submissionFiles)
    .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.assignmentId, assignmentId), eq(submissionFiles.uid, uid)));
  if (!file) throw noSuchFile();
  return file;
}
