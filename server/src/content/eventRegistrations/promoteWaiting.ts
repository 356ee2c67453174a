import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import {
  eventRegistrations,
  eventRegistrationSettings,
  type ContentRow,
  type EventRegistrationSettingsRow,
} from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { registrationMail } from './registrationMails.js';

/**
 * Gives free places to the waiting list's first people, in order of arrival, and queues each an e-mail saying so.
 * The caller holds the settings row's lock (readSettings with lock), so two cancellations at once are done one after
 * the other: each sees the other's promotion and the count, and no one is promoted twice or past the capacity.
 */
export async function promoteWaiting(
  ctx: ServiceContext,
  tx: Db,
  event: ContentRow,
  settings: EventRegistrationSettingsRow,
  now: Date,
): Promise<EventRegistrationSettingsRow> {
  const free = settings.capacity === null ? Number.MAX_SAFE_INTEGER : settings.capacity - settings.registered;
  if (free <= 0) return settings;
  const next = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waiting')))
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .limit(Math.min(free, 10_000));
  if (!next.length) return settings;
  const promoted = await tx
    .update(eventRegistrations)
    .set({ status: 'registered', updatedAt: now })
    .where(
      inArray(
        eventRegistrations.id,
        next.map((row) => row.id),
      ),
    )
    .returning();
  const [updated] = await tx
    .update(eventRegistrationSettings)
    .set({ registered: settings.registered + promoted.length })
    .where(eq(eventRegistrationSettings.eventId, event.id))
    .returning();
  for (const person of promoted)
    await enqueueMail(tx, registrationMail('promoted', event, person, { siteUrl: ctx.settings.siteUrl, cancelToken: null }), now);
  return updated!;
}
