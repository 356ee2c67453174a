import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DataError, type ReferenceRequest } from '@sla/contract';
import { parseInput, refereeInput } from '@sla/contract/schemas';
import { REFERENCE_MESSAGES } from '@sla/contract/serviceMessages';
import type { Caller, ServiceContext } from '../context.js';
import { referenceRequests } from '../db/schema.js';
import { findApplication } from '../applications/loadApplication.js';
import { noSuchApplication, requireOwnApplication } from '../applications/ownApplication.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { REFERENCE_REQUESTS_PER_APPLICATION } from '../rateLimit/rules.js';
import { applicantOf } from './applicantOf.js';
import { currentRequests } from './currentRequests.js';
import { requireRequestable } from './requireRequestable.js';
import { sendLink } from './sendLink.js';
import { toReferenceRequest } from './toReferenceRequest.js';

/**
 * Asks a referee for a letter in one slot of the caller's own application (edit_own_applications), before or after
 * submitting, until the letters' deadline. A slot whose referee has not answered may take someone else: the old
 * request is kept as 'replaced' and its links stop working. A referee who has sent their letter stays. The e-mail is
 * in the applicant's language, and the referee's page opens in it.
 */
export async function requestReference(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  slotText: string,
  body: unknown,
): Promise<ReferenceRequest> {
  const { row } = await requireOwnApplication(ctx, caller, id, 'edit_own_applications', 'request_reference');
  const input = parseInput(refereeInput, body);
  const now = ctx.now();
  requireRequestable(row, slotText, now);
  const applicant = await applicantOf(ctx.db, row.userId);
  const email = input.email.trim();
  if (applicant.email && applicant.email.toLowerCase() === email.toLowerCase())
    throw new DataError('invalid_input', REFERENCE_MESSAGES.ownAddress, { email: REFERENCE_MESSAGES.ownAddress });
  await enforceRateLimits(ctx, [[REFERENCE_REQUESTS_PER_APPLICATION, id]]);

  return ctx.db.transaction(async (tx) => {
    const locked = await findApplication(tx, id, { lock: true });
    if (!locked) throw noSuchApplication();
    const { slot, dueAt } = requireRequestable(locked, slotText, now);
    const current = await currentRequests(tx, id, { lock: true });
    const same = current.find((request) => request.refereeEmail.toLowerCase() === email.toLowerCase() && request.slot !== slot);
    if (same) throw new DataError('invalid_input', REFERENCE_MESSAGES.sameReferee, { email: REFERENCE_MESSAGES.sameReferee });
    const previous = current.find((request) => request.slot === slot);
    if (previous?.status === 'received') throw new DataError('conflict', REFERENCE_MESSAGES.alreadyReceived);
    if (previous)
      await tx
        .update(referenceRequests)
        .set({ status: 'replaced', replacedAt: now })
        .where(eq(referenceRequests.id, previous.id));
    const [created] = await tx
      .insert(referenceRequests)
      .values({
        id: randomUUID(),
        applicationId: id,
        programId: locked.programId,
        slot,
        refereeName: input.name,
        refereeEmail: email,
        status: 'requested',
        locale: applicant.locale,
        dueAt,
        requestedAt: now,
        lastSentAt: now,
      })
      .returning();
    await sendLink(
      ctx,
      tx,
      created!,
      { applicantName: applicant.name, programme: locked.program.name, timeZone: locked.program.timeZone },
      now,
    );
    return toReferenceRequest(created!);
  });
}
