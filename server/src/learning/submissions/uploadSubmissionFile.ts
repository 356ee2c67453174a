import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { DataError, type LearningFile } from '@sla/contract';
import { SUBMISSION_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import { UploadRefusal } from '../../applications/files/uploadRefusal.js';
import { checkUpload, declaredType, plainFileName, UPLOAD_MESSAGES } from '../../applications/files/uploadRules.js';
import type { UploadRequest } from '../../applications/files/uploadFile.js';
import type { Caller, ServiceContext } from '../../context.js';
import { submissionFiles, submissions } from '../../db/schema.js';
import { toLearningFile } from '../learningFile.js';
import { handInRefusal } from './handInRefusal.js';
import { findOwnAssignment } from './ownAssignment.js';
import { checkUploadContent } from '../../applications/files/uploadContent.js';

/** Files a student may have waiting to be handed in, per assignment (a hand-in carries at most this many). */
export const MAX_WAITING_FILES = 5;

/**
 * Stores a file the student will hand in (submit_program_work): only for an assignment of their cohort that takes
 * files, only while a hand-in would be taken (409 in the hand-in's words otherwise), checked by name, type, size and
 * content against the assignment's rules (415/413 in words), and at most five waiting at once.
 */
export async function uploadSubmissionFile(
  ctx: ServiceContext,
  caller: Caller | null,
  assignmentId: string,
  upload: Omit<UploadRequest, 'questionId'>,
): Promise<LearningFile> {
  const student = await requirePermission(ctx, caller, 'submit_program_work', { action: 'upload_submission_file', assignmentId });
  const uid = student.token.uid;
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const own = await findOwnAssignment(tx, uid, assignmentId, { lock: true });
    const { assignment, cohort } = own;
    if (!assignment.fileTypes.length)
      throw new DataError('invalid_input', SUBMISSION_MESSAGES.takesNoFiles, { file: SUBMISSION_MESSAGES.takesNoFiles });
    const [submission] = await tx
      .select({ status: submissions.status, late: submissions.late })
      .from(submissions)
      .where(and(eq(submissions.assignmentId, assignmentId), eq(submissions.uid, uid)));
    const refusal = handInRefusal(
      { ...assignment, timeZone: cohort.timeZone, memberStatus: cohort.status, submission: submission ?? null },
      now,
    );
    if (refusal) throw new DataError('conflict', refusal);

    if (!Buffer.isBuffer(upload.body)) throw new UploadRefusal(415, UPLOAD_MESSAGES.notType(assignment.fileTypes));
    const bytes = upload.body;
    const name = plainFileName(upload.fileName);
    const type = checkUpload(
      { accept: assignment.fileTypes, maxSizeMb: assignment.maxFileMb },
      { name, declared: declaredType(upload.contentType), bytes },
    );
    await checkUploadContent(type, name, bytes);

    const [waiting] = await tx
      .select({ n: count() })
      .from(submissionFiles)
      .where(
        and(eq(submissionFiles.assignmentId, assignmentId), eq(submissionFiles.uid, uid), eq(submissionFiles.handedIn, false)),
      );
    if ((waiting?.n ?? 0) >= MAX_WAITING_FILES) throw new DataError('conflict', SUBMISSION_MESSAGES.tooManyWaiting);

    const [stored] = await tx
      .insert(submissionFiles)
      .values({
        id: randomUUID(),
        assignmentId,
        uid,
        handedIn: false,
        name,
        type,
        size: bytes.length,
        content: bytes,
        uploadedAt: now,
      })
      .returning({
        id: submissionFiles.id,
        name: submissionFiles.name,
        type: submissionFiles.type,
        size: submissionFiles.size,
        uploadedAt: submissionFiles.uploadedAt,
      });
    return toLearningFile(stored!);
  });
}
