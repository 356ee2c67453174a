import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mentorships } from '../../db/schema.js';

/**
 * Ends the student's current pairing, if any; its thread, check-ins and tasks stay with it. `staffUid`: the member of
 * staff who ended it on the cohort's page (unpairing, or pairing someone else), kept as staff's ending (migration 0038);
 * none when completing the programme ended it.
 */
export async function endMentorship(tx: Db, studentUid: string, now: Date, staffUid?: string): Promise<void> {
  await tx
    .update(mentorships)
    .set({ endedAt: now, ...(staffUid ? { endedBy: staffUid, endedAs: 'staff' as const } : {}) })
    .where(and(eq(mentorships.studentUid, studentUid), isNull(mentorships.endedAt)));
}
