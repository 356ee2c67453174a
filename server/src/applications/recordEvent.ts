import type { Db } from '../db/database.js';
import { applicationEvents } from '../db/schema.js';

/** Event types written by the applicant's side; staff-side ones (reviewer_assigned, decision_recorded, ...) are the review module's. */
export type ApplicantEventType = 'started' | 'submitted' | 'withdrawn';

/** Adds to an application's timeline, inside the transaction that made the change. */
export async function recordEvent(
  tx: Db,
  event: { applicationId: string; type: ApplicantEventType; actorUid: string; at: Date; detail?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(applicationEvents).values({
    applicationId: event.applicationId,
    type: event.type,
    actorUid: event.actorUid,
    detail: event.detail ?? null,
    at: event.at,
  });
}
