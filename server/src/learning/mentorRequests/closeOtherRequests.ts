import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mentorRequests } from '../../db/schema.js';

/**
 * Once a student has a mentor, their other open requests close ('paired'): nobody is left waiting to accept someone
 * who no longer needs them. Called by accepting a request and by staff pairing a student on the cohort's page.
 */
export async function closeOtherRequests(tx: Db, studentUid: string, now: Date, except = ''): Promise<void> {
  await tx
    .update(mentorRequests)
    .set({ status: 'closed', closedBecause: 'paired', answeredAt: now })
    .where(and(eq(mentorRequests.studentUid, studentUid), eq(mentorRequests.status, 'open'), ne(mentorRequests.id, except)));
}
