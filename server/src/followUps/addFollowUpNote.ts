import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FollowUpThread } from '@sla/contract';
import { followUpNoteInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { followUpEntries, followUps } from '../db/schema.js';
import { findFollowUp, loadThread } from './loadThread.js';

/** An internal note on an item (view_all_users): staff read it, the sender never does, nothing is sent. */
export async function addFollowUpNote(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<FollowUpThread> {
  const staff = await requirePermission(ctx, caller, 'view_all_users', { action: 'note_follow_up' });
  const input = parseInput(followUpNoteInput, body);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await findFollowUp(tx, id, { lock: true });
    await tx
      .insert(followUpEntries)
      .values({ id: randomUUID(), followUpId: id, type: 'note', authorUid: staff.token.uid, body: input.body, createdAt: now });
    await tx.update(followUps).set({ updatedAt: now }).where(eq(followUps.id, id));
  });
  return loadThread(ctx.db, id);
}
