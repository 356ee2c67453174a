import { and, eq, ne } from 'drizzle-orm';
import { DataError, type RegistrationOutcome } from '@sla/contract';
import { parseInput, registrationTokenInput } from '@sla/contract/schemas';
import { EVENT_REGISTRATION_MESSAGES as M } from '@sla/contract/serviceMessages';
import { requireCaller } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { content, eventRegistrations, eventRegistrationSettings, type EventRegistrationRow } from '../../db/schema.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import { EVENT_CANCEL_LINKS_PER_IP } from '../../rateLimit/rules.js';
import { findEvent } from '../events/findEvent.js';
import { promoteWaiting } from './promoteWaiting.js';
import { publicEventBySlug } from './publicEventBySlug.js';
import { tokenHash } from './registerForEvent.js';
import { readSettings } from './registrationSettings.js';

const CANCELLED: RegistrationOutcome = { status: 'cancelled', message: M.cancelled };

/**
 * Cancels one registration and gives a freed place to the first on the waiting list, all under the event's settings
 * lock (taken before the registration is read again, so two cancellations of the same registration, or of two, are
 * done one after the other: none is counted twice and nobody is promoted twice). `find` reads the registration
 * inside the lock; null: nothing to cancel.
 */
async function cancelLocked(
  ctx: ServiceContext,
  eventId: string,
  find: (tx: Db) => Promise<EventRegistrationRow | undefined>,
  notFound: string,
): Promise<RegistrationOutcome> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const event = await findEvent(tx, eventId);
    const settings = await readSettings(tx, eventId, { lock: true });
    const registration = await find(tx);
    if (!settings || !registration || registration.status === 'cancelled') throw new DataError('not_found', notFound);
    await tx
      .update(eventRegistrations)
      .set({ status: 'cancelled', cancelTokenHash: null, checkedInAt: null, updatedAt: now })
      .where(eq(eventRegistrations.id, registration.id));
    if (registration.status !== 'registered') return CANCELLED;
    const [freed] = await tx
      .update(eventRegistrationSettings)
      .set({ registered: settings.registered - 1 })
      .where(eq(eventRegistrationSettings.eventId, eventId))
      .returning();
    await promoteWaiting(ctx, tx, event, freed!, now);
    return CANCELLED;
  });
}

/** A signed-in person cancels their own registration for the event at this address (their place or waiting-list spot). */
export async function cancelMyRegistration(ctx: ServiceContext, caller: Caller | null, slug: string) {
  const signedIn = requireCaller(caller);
  const event = await publicEventBySlug(ctx.db, slug, ctx.now());
  return cancelLocked(
    ctx,
    event.id,
    async (tx) =>
      (
        await tx
          .select()
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.eventId, event.id),
              eq(eventRegistrations.uid, signedIn.token.uid),
              ne(eventRegistrations.status, 'cancelled'),
            ),
          )
      )[0],
    M.noRegistration,
  );
}

/** A visitor cancels with the link of their e-mail; the token works once (its hash is cleared). */
export async function cancelRegistrationByLink(ctx: ServiceContext, body: unknown, meta: { ip: string }) {
  const { token } = parseInput(registrationTokenInput, body);
  await enforceRateLimits(ctx, [[EVENT_CANCEL_LINKS_PER_IP, meta.ip]]);
  const hash = tokenHash(token);
  const [found] = await ctx.db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .innerJoin(content, eq(content.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.cancelTokenHash, hash));
  if (!found) throw new DataError('not_found', M.badCancelLink);
  return cancelLocked(
    ctx,
    found.eventId,
    async (tx) => (await tx.select().from(eventRegistrations).where(eq(eventRegistrations.cancelTokenHash, hash)))[0],
    M.badCancelLink,
  );
}
