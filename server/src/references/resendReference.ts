import { eq } from 'drizzle-orm';
import { DataError, type ReferenceRequest } from '@sla/contract';
import { REFERENCE_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { referenceRequests } from '../db/schema.js';
import { findApplication } from '../applications/loadApplication.js';
import { noSuchApplication, requireOwnApplication } from '../applications/ownApplication.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { REFERENCE_RESENDS_PER_REQUEST } from '../rateLimit/rules.js';
import { applicantOf } from './applicantOf.js';
import { currentRequests } from './currentRequests.js';
import { requireRequestable } from './requireRequestable.js';
import { sendLink } from './sendLink.js';
import { toReferenceRequest } from './toReferenceRequest.js';

/**
 * Sends a slot's referee the request again (edit_own_applications), with a new link; their earlier links still work.
 * Three times a day per request at most: each goes to an address the applicant typed.
 */
export async function resendReference(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  slotText: string,
): Promise<ReferenceRequest> {
  const { row } = await requireOwnApplication(ctx, caller, id, 'edit_own_applications', 'resend_reference');
  const now = ctx.now();
  const { slot } = requireRequestable(row, slotText, now);
  const request = (await currentRequests(ctx.db, id)).find((candidate) => candidate.slot === slot);
  if (!request) throw new DataError('not_found', REFERENCE_MESSAGES.notRequested);
  if (request.status === 'received') throw new DataError('conflict', REFERENCE_MESSAGES.alreadyReceived);
  await enforceRateLimits(ctx, [[REFERENCE_RESENDS_PER_REQUEST, request.id]], REFERENCE_MESSAGES.tooManySends);
  const applicant = await applicantOf(ctx.db, row.userId);

  return ctx.db.transaction(async (tx) => {
    const locked = await findApplication(tx, id, { lock: true });
    if (!locked) throw noSuchApplication();
    requireRequestable(locked, slotText, now);
    const [still] = await tx.select().from(referenceRequests).where(eq(referenceRequests.id, request.id)).for('update');
    if (!still || still.status !== 'requested') throw new DataError('conflict', REFERENCE_MESSAGES.alreadyReceived);
    const [updated] = await tx
      .update(referenceRequests)
      .set({ lastSentAt: now })
      .where(eq(referenceRequests.id, request.id))
      .returning();
    await sendLink(
      ctx,
      tx,
      updated!,
      { applicantName: applicant.name, programme: locked.program.name, timeZone: locked.program.timeZone },
      now,
    );
    return toReferenceRequest(updated!);
  });
}
