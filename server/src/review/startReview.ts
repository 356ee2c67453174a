import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { applications, type ApplicationRow } from '../db/schema.js';
import { addEvent } from './events.js';
import { statusForReview } from './reviewableStatus.js';

/**
 * Moves a submitted application to under_review when review work begins on it (the applicant's
 * timeline then says "Under review"); refuses, with the state machine's words, what cannot be
 * reviewed. Call it inside the transaction that holds the row's lock.
 */
export async function startReviewIfNeeded(tx: Db, row: ApplicationRow, actorUid: string, now: Date): Promise<void> {
  const status = statusForReview(row);
  if (status === row.status) return;
  await tx.update(applications).set({ status, updatedAt: now }).where(eq(applications.id, row.id));
  await addEvent(tx, { applicationId: row.id, type: 'review_started', actorUid, text: 'Under review', at: now });
}
