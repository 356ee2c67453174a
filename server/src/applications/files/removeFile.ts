import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { APPLICATION_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../../context.js';
import { applicationFiles, applications } from '../../db/schema.js';
import { findApplication } from '../loadApplication.js';
import { noSuchApplication, requireOwnApplication } from '../ownApplication.js';
import { applicantTransition } from '../applicantTransition.js';
import { requireOpenFor } from '../windowRules.js';

export const noSuchFile = () => new DataError('not_found', APPLICATION_MESSAGES.noSuchFile);

/** Removes a file from the caller's own draft while it may still change; the question is then unanswered. */
export async function removeFile(ctx: ServiceContext, caller: Caller | null, id: string, fileId: string): Promise<void> {
  await requireOwnApplication(ctx, caller, id, 'edit_own_applications', 'remove_file');
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await findApplication(tx, id, { lock: true });
    if (!row) throw noSuchApplication();
    applicantTransition(row, 'edit', now);
    requireOpenFor(row.program, now, 'change');
    const [removed] = await tx
      .delete(applicationFiles)
      .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, id)))
      .returning({ questionId: applicationFiles.questionId });
    if (!removed) throw noSuchFile();
    const answers = { ...row.answers };
    if (answers[removed.questionId] === fileId) delete answers[removed.questionId];
    await tx.update(applications).set({ answers, updatedAt: now }).where(eq(applications.id, id));
  });
}
