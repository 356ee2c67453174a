import { DataError } from '@sla/contract';
import { REVIEW_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { readStoredFile } from '../applications/files/downloadFile.js';
import { findApplication } from './findApplication.js';
import { asReviewer } from './refusal.js';

/** An uploaded file's bytes, for staff reading an application (review_applications). */
export function getApplicationFile(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  fileId: string,
): Promise<{ name: string; type: string; content: Buffer }> {
  return asReviewer(
    ctx,
    caller,
    'review_applications',
    { action: 'read_application_file', applicationId: id, fileId },
    async (reviewer) => {
      await findApplication(ctx.db, id, reviewer.token.uid);
      const file = await readStoredFile(ctx.db, id, fileId);
      if (!file) throw new DataError('not_found', REVIEW_MESSAGES.fileNotFound);
      return file;
    },
  );
}
