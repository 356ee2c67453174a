import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mentorships } from '../../db/schema.js';

/** Ends the student's current pairing, if any; its thread, check-ins and tasks stay with it. */
export async function endMentorship(tx: Db, studentUid: string, now: Date): Promise<void> {
  await tx
    .update(mentorships)
    .set({ endedAt: now })
    .where(and(eq(mentorships.studentUid, studentUid), isNull(mentorships.endedAt)));
}
