import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { SUBMISSION_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { submissionFiles } from '../../db/schema.js';
import { findOwnAssignment } from './ownAssignment.js';

export const noSuchFile = () => new DataError('not_found', SUBMISSION_MESSAGES.noSuchFile);

/**
 * Removes one of the caller's files waiting to be handed in (submit_program_work). A file handed in is part of the work
 * staff may be grading: 409, leave it out of the next hand-in instead. Anyone else's file is 404.
 */
export async function removeSubmissionFile(
  ctx: ServiceContext,
  caller: Caller | null,
  assignmentId: string,
  fileId: string,
): Promise<void> {
  const student = await requirePermission(ctx, caller, 'submit_program_work', { action: 'remove_submission_file', assignmentId });
  const uid = student.token.uid;
  await ctx.db.transaction(async (tx) => {
    await findOwnAssignment(tx, uid, assignmentId, { lock: true });
    const mine = and(
      eq(submissionFiles.id, fileId),
      eq(submissionFiles.assignmentId, assignmentId),
      eq(submissionFiles.uid, uid),
    );
    const [file] = await tx.select({ handedIn: submissionFiles.handedIn }).from(submissionFiles).where(mine);
    if (!file) throw noSuchFile();
    if (file.handedIn) throw new DataError('conflict', SUBMISSION_MESSAGES.fileHandedIn);
    await tx.delete(submissionFiles).where(mine);
  });
}
