import { and, asc, eq, ne } from 'drizzle-orm';
import type { ReferenceLetterSummary } from '@sla/contract';
import type { Caller, ServiceContext } from '../context.js';
import { referenceRequests } from '../db/schema.js';
import { findApplication } from '../review/findApplication.js';
import { asReviewer } from '../review/refusal.js';

/**
 * An application's referees with their letters, for staff and reviewers (view_applications): not on a draft, and not
 * for someone who declared a conflict of interest on it (the review's own 404). The PDF itself is a download.
 */
export function listApplicationReferences(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
): Promise<{ items: ReferenceLetterSummary[] }> {
  return asReviewer(ctx, caller, 'view_applications', { action: 'list_references', applicationId: id }, async (reader) => {
    await findApplication(ctx.db, id, reader.token.uid);
    const rows = await ctx.db
      .select({
        id: referenceRequests.id,
        slot: referenceRequests.slot,
        name: referenceRequests.refereeName,
        email: referenceRequests.refereeEmail,
        status: referenceRequests.status,
        requestedAt: referenceRequests.requestedAt,
        dueAt: referenceRequests.dueAt,
        receivedAt: referenceRequests.receivedAt,
        text: referenceRequests.letterText,
        fileName: referenceRequests.letterName,
        fileSize: referenceRequests.letterSize,
      })
      .from(referenceRequests)
      .where(and(eq(referenceRequests.applicationId, id), ne(referenceRequests.status, 'replaced')))
      .orderBy(asc(referenceRequests.slot));
    return {
      items: rows.map((row) => ({
        id: row.id,
        slot: row.slot,
        name: row.name,
        email: row.email,
        status: row.status === 'received' ? 'received' : 'requested',
        requestedAt: row.requestedAt.toISOString(),
        dueAt: row.dueAt?.toISOString() ?? null,
        receivedAt: row.receivedAt?.toISOString() ?? null,
        text: row.text,
        file: row.fileName !== null && row.fileSize !== null ? { name: row.fileName, size: row.fileSize } : null,
      })),
    };
  });
}
