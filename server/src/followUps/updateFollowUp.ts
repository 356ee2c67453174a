import { eq } from 'drizzle-orm';
import { invalidInput, type FollowUpThread } from '@sla/contract';
import { followUpChange, parseInput } from '@sla/contract/schemas';
import { FOLLOW_UP_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { followUps } from '../db/schema.js';
import { ownerChoices } from './listFollowUpOwners.js';
import { findFollowUp, loadThread } from './loadThread.js';

/**
 * Sets an item's status or owner (view_all_users). The owner is a member of staff or an admin who is not suspended
 * (400 otherwise), or null for nobody. Any member of staff may change any item: the inbox is the team's.
 */
export async function updateFollowUp(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<FollowUpThread> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'update_follow_up' });
  const change = parseInput(followUpChange, body ?? {});
  if (change.status === undefined && change.ownerUid === undefined)
    throw invalidInput({ status: FOLLOW_UP_MESSAGES.nothingToChange });
  if (change.ownerUid) {
    const owners = await ownerChoices(ctx.db);
    if (!owners.some((owner) => owner.uid === change.ownerUid)) throw invalidInput({ ownerUid: FOLLOW_UP_MESSAGES.notStaff });
  }
  await ctx.db.transaction(async (tx) => {
    await findFollowUp(tx, id, { lock: true });
    await tx
      .update(followUps)
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.ownerUid !== undefined ? { ownerUid: change.ownerUid } : {}),
        updatedAt: ctx.now(),
      })
      .where(eq(followUps.id, id));
  });
  return loadThread(ctx.db, id);
}
