import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { REFERENCE_MESSAGES } from '@sla/contract/serviceMessages';
import type { StoredFile } from '../applications/files/downloadFile.js';
import type { Caller, ServiceContext } from '../context.js';
import { referenceRequests } from '../db/schema.js';
import { findApplication } from '../review/findApplication.js';
import { asReviewer } from '../review/refusal.js';

/** A referee's uploaded PDF, for staff and reviewers (view_applications), under the same rules as the list. */
export function downloadReferenceLetter(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  referenceId: string,
): Promise<StoredFile> {
  return asReviewer(
    ctx,
    caller,
    'view_applications',
    { action: 'read_reference_letter', applicationId: id, referenceId },
    async (reader) => {
      await findApplication(ctx.db, id, reader.token.uid);
      const [row] = await ctx.db
        .select({
          name: referenceRequests.letterName,
          content: referenceRequests.letterContent,
          status: referenceRequests.status,
        })
        .from(referenceRequests)
        .where(and(eq(referenceRequests.id, referenceId), eq(referenceRequests.applicationId, id)))
        .limit(1);
      if (!row || row.status === 'replaced') throw new DataError('not_found', REFERENCE_MESSAGES.noSuchReference);
      if (!row.name || !row.content) throw new DataError('not_found', REFERENCE_MESSAGES.noLetterFile);
      return { name: row.name, type: 'application/pdf', content: row.content };
    },
  );
}
