import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { applicationEvents, applicationFiles, applicationMessages, applications, applicationThreads } from '../db/schema.js';

/** What an anonymised application's user_id starts with: never a Firebase uid, and unique per application. */
export const DELETED_APPLICANT = 'deleted:';

/**
 * Keeps a deleted account's applications for staff figures (programme, status, decision, scores, dates) while nothing
 * in them points at the person any more: each gets a user_id of its own that no account has, its answers and withdrawal
 * reason are cleared, its uploaded files and its messages with the programme team deleted (they are the person's
 * words, or written to them), and its timeline forgets who acted and why they withdrew.
 * Returns how many there were.
 */
export async function anonymiseApplications(tx: Db, uid: string): Promise<number> {
  const mine = await tx.select({ id: applications.id }).from(applications).where(eq(applications.userId, uid)).for('update');
  if (!mine.length) return 0;
  const ids = mine.map((row) => row.id);
  for (const id of ids)
    await tx
      .update(applications)
      .set({ userId: `${DELETED_APPLICANT}${randomUUID()}`, answers: {}, withdrawReason: null })
      .where(eq(applications.id, id));
  await tx.delete(applicationFiles).where(inArray(applicationFiles.applicationId, ids));
  await tx.delete(applicationThreads).where(inArray(applicationThreads.applicationId, ids));
  await tx.delete(applicationMessages).where(inArray(applicationMessages.applicationId, ids));
  await tx
    .update(applicationEvents)
    .set({ actorUid: null })
    .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.actorUid, uid)));
  await tx
    .update(applicationEvents)
    .set({ detail: sql`${applicationEvents.detail} - 'reason'` })
    .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.type, 'withdrawn')));
  return ids.length;
}
