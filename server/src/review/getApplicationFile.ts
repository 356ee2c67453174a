import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/data';
import type { Caller, ServiceContext } from '../context.js';
import { applicationFiles } from '../db/schema.js';
import { findApplication } from './findApplication.js';
import { REVIEW_MESSAGES } from './messages.js';
import { asReviewer } from './refusal.js';

/** An uploaded file's bytes, for staff reading an application (review_applications). */
export function getApplicationFile(ctx: ServiceContext, caller: Caller | null, id: string, fileId: string): Promise<{ name: string; type: string; content: Buffer }> {
  return asReviewer(ctx, caller, 'review_applications', { action: 'read_application_file', applicationId: id, fileId }, async (reviewer) => {
    await findApplication(ctx.db, id, reviewer.token.uid);
    const [file] = await ctx.db
      .select({ name: applicationFiles.name, type: applicationFiles.type, content: applicationFiles.content })
      .from(applicationFiles)
      .where(and(eq(applicationFiles.id, fileId), eq(applicationFiles.applicationId, id)));
    if (!file) throw new DataError('not_found', REVIEW_MESSAGES.fileNotFound);
    return file;
  });
}
