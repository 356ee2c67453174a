import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DataError, type UploadedFile } from '@sla/contract';
import { UPLOAD_TYPES } from '@sla/contract/schemas';
import { ANSWER_MESSAGES, questionsOf } from '@sla/domain';
import type { Caller, ServiceContext } from '../../context.js';
import { applicationFiles, applications } from '../../db/schema.js';
import { fileMetaColumns, findApplication } from '../loadApplication.js';
import { noSuchApplication, requireOwnApplication } from '../ownApplication.js';
import { applicantTransition } from '../applicantTransition.js';
import { toUploadedFile } from '../toUploadedFile.js';
import { requireOpenFor } from '../windowRules.js';
import { UploadRefusal } from './uploadRefusal.js';
import { checkUpload, declaredType, plainFileName, UPLOAD_MESSAGES } from './uploadRules.js';
import { checkUploadContent } from './uploadContent.js';

export interface UploadRequest {
  questionId: string | undefined;
  /** The Content-Type header. */
  contentType: string | undefined;
  /** The X-File-Name header, URI-encoded. */
  fileName: string | string[] | undefined;
  /** The raw body; anything but bytes means a type no parser here reads. */
  body: unknown;
}

/**
 * Stores a file answering a file question of the caller's own draft (edit_own_applications) while the window is
 * open. The name, declared type, extension, size and content must all agree (uploadRules.ts). A new file replaces the
 * question's previous one, and the answer then holds the file's id.
 */
export async function uploadFile(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  upload: UploadRequest,
): Promise<UploadedFile> {
  const { caller: signedIn } = await requireOwnApplication(ctx, caller, id, 'edit_own_applications', 'upload_file');
  const questionId = upload.questionId?.trim();
  if (!questionId)
    throw new DataError('invalid_input', UPLOAD_MESSAGES.chooseQuestion, { questionId: UPLOAD_MESSAGES.chooseQuestion });
  if (!Buffer.isBuffer(upload.body)) throw new UploadRefusal(415, UPLOAD_MESSAGES.notType(UPLOAD_TYPES));
  const bytes = upload.body;
  const now = ctx.now();

  return ctx.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, { lock: true });
    if (!row) throw noSuchApplication();
    applicantTransition(row, 'edit', now);
    requireOpenFor(row.program, now, 'change');
    const question = questionsOf(row.form).get(questionId);
    if (!question) throw new DataError('invalid_input', ANSWER_MESSAGES.notOnForm, { questionId: ANSWER_MESSAGES.notOnForm });
    if (question.type !== 'file')
      throw new DataError('invalid_input', UPLOAD_MESSAGES.notAFileQuestion, { questionId: UPLOAD_MESSAGES.notAFileQuestion });
    const name = plainFileName(upload.fileName);
    const type = checkUpload(question, { name, declared: declaredType(upload.contentType), bytes });
    await checkUploadContent(type, name, bytes);

    await tx
      .delete(applicationFiles)
      .where(and(eq(applicationFiles.applicationId, id), eq(applicationFiles.questionId, questionId)));
    const [stored] = await tx
      .insert(applicationFiles)
      .values({
        id: randomUUID(),
        applicationId: id,
        questionId,
        name,
        type,
        size: bytes.length,
        content: bytes,
        uploadedBy: signedIn.token.uid,
        uploadedAt: now,
      })
      .returning(fileMetaColumns);
    await tx
      .update(applications)
      .set({ answers: { ...row.answers, [questionId]: stored!.id }, updatedAt: now })
      .where(eq(applications.id, id));
    return toUploadedFile(stored!);
  });
}
