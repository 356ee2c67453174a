import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import type { MentorshipEnder } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { mentorships, type MentorshipRow } from '../../db/schema.js';
import { MENTORING_MESSAGES, noSuchMentorship } from '../mentoring/mentoringMessages.js';

export const alreadyEnded = () => new DataError('conflict', MENTORING_MESSAGES.alreadyEnded);

export interface Ending {
  /** The person who ends it: one of its two people, or a member of staff. */
  by: string;
  as: MentorshipEnder;
  /** The note for the other side (empty: none). */
  note: string;
  /** Staff's reason (null: not staff). */
  reason: string | null;
  now: Date;
}

/**
 * Inside the ending's transaction: locks mentorship `id` (FOR UPDATE, so a message, task or check-in being written
 * under holdOpenMentorship's FOR SHARE commits first, and a second ending waits and then sees it ended), refuses one
 * that is missing (404) or already ended (409), and ends it, keeping who, as what, the note and the reason.
 */
export async function closeMentorship(tx: Db, id: string, ending: Ending): Promise<MentorshipRow> {
  const [row] = await tx.select().from(mentorships).where(eq(mentorships.id, id)).for('update');
  if (!row) throw noSuchMentorship();
  if (row.endedAt) throw alreadyEnded();
  const [ended] = await tx
    .update(mentorships)
    .set({
      endedAt: ending.now,
      endedBy: ending.by,
      endedAs: ending.as,
      endNote: ending.note || null,
      endReason: ending.reason,
    })
    .where(eq(mentorships.id, id))
    .returning();
  return ended!;
}
