import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { followUpLinks, followUps } from '../db/schema.js';

/**
 * When an account is deleted: the items sent from its address are marked (the sender deleted their account) and their
 * reply links end, in the deletion's transaction. The messages and pledges themselves stay, as the organisation's
 * records (decision 0049); staff see why nothing more can be sent, and a reply is refused with the date.
 */
export async function endSenderFollowUps(tx: Db, email: string, now: Date): Promise<void> {
  const ended = await tx
    .update(followUps)
    .set({ senderGoneAt: now, updatedAt: now })
    .where(and(eq(followUps.emailKey, email.toLowerCase()), isNull(followUps.senderGoneAt)))
    .returning({ id: followUps.id });
  if (ended.length === 0) return;
  await tx.delete(followUpLinks).where(
    inArray(
      followUpLinks.followUpId,
      ended.map((row) => row.id),
    ),
  );
}
