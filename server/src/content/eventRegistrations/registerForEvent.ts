import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { DataError, invalidInput, type RegistrationOutcome } from '@sla/contract';
import { parseInput, registrationInput } from '@sla/contract/schemas';
import { EVENT_REGISTRATION_MESSAGES as M } from '@sla/contract/serviceMessages';
import type { Locale } from '@sla/i18n/locales';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { eventRegistrations, eventRegistrationSettings } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import { EVENT_REGISTRATION_MAILS_PER_ADDRESS, EVENT_REGISTRATIONS_PER_IP } from '../../rateLimit/rules.js';
import { publicEventBySlug } from './publicEventBySlug.js';
import { requireAudience } from './registrationAccess.js';
import { registrationMail } from './registrationMails.js';
import { closesAt } from './registrationState.js';
import { readSettings } from './registrationSettings.js';

/** The stored form of a cancel token: the table never holds a working link. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

const filledHoneypot = (body: unknown) => {
  const website = (body as { website?: unknown } | null)?.website;
  return typeof website === 'string' ? website.trim() !== '' : website !== undefined && website !== null;
};

const outcome = (status: 'registered' | 'waiting'): RegistrationOutcome => ({
  status,
  message: status === 'registered' ? M.registered : M.waiting,
});

/**
 * Registers for a published event: a place while there is one, else the waiting list. A visitor gives a name and
 * an address and gets a cancel link by e-mail (its token stored as a hash); a signed-in person registers as their
 * account. Checks run cheapest first (honeypot, fields, event and audience, deadline, rate limits); the place is
 * taken under the event's settings lock, so concurrent registrations never pass the capacity. A robot that filled
 * the honeypot is told it is registered and nothing is stored or sent.
 */
export async function registerForEvent(
  ctx: ServiceContext,
  caller: Caller | null,
  slug: string,
  body: unknown,
  meta: { ip: string; locale: Locale },
): Promise<RegistrationOutcome> {
  if (!caller && filledHoneypot(body)) return outcome('registered');
  const input = parseInput(registrationInput, body);
  const now = ctx.now();
  const event = await publicEventBySlug(ctx.db, slug, now);
  const settings = await readSettings(ctx.db, event.id);
  if (!settings?.open) throw new DataError('conflict', M.notTaking);
  requireAudience(caller, settings.audience);
  if (now >= closesAt(event, settings))
    throw new DataError('conflict', settings.deadline && now >= settings.deadline ? M.deadlinePassed : M.started);

  const account = caller?.profile ? caller : null;
  const email = account ? account.profile!.email || account.token.email : input.email;
  const name = account ? account.profile!.displayName || email : input.name;
  if (!name || !email) {
    throw invalidInput({
      ...(input.name ? {} : { name: M.nameAndEmail }),
      ...(input.email ? {} : { email: M.nameAndEmail }),
    });
  }
  await enforceRateLimits(ctx, [
    [EVENT_REGISTRATIONS_PER_IP, meta.ip],
    ...(account ? [] : ([[EVENT_REGISTRATION_MAILS_PER_ADDRESS, email]] as const)),
  ] as [typeof EVENT_REGISTRATIONS_PER_IP, string][]);

  const cancelToken = account ? null : randomBytes(32).toString('base64url');
  try {
    return await ctx.db.transaction(async (tx) => {
      const locked = (await readSettings(tx, event.id, { lock: true }))!;
      const emailKey = email.toLowerCase();
      const [already] = await tx
        .select({ status: eventRegistrations.status })
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, event.id),
            eq(eventRegistrations.emailKey, emailKey),
            ne(eventRegistrations.status, 'cancelled'),
          ),
        );
      if (already) throw new DataError('conflict', already.status === 'waiting' ? M.alreadyWaiting : M.alreadyRegistered);
      const status = locked.capacity === null || locked.registered < locked.capacity ? 'registered' : 'waiting';
      const [row] = await tx
        .insert(eventRegistrations)
        .values({
          id: randomUUID(),
          eventId: event.id,
          uid: account?.token.uid ?? null,
          name,
          sortName: name.toLowerCase(),
          email,
          emailKey,
          locale: account?.profile?.locale ?? meta.locale,
          status,
          cancelTokenHash: cancelToken ? tokenHash(cancelToken) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (status === 'registered')
        await tx
          .update(eventRegistrationSettings)
          .set({ registered: locked.registered + 1 })
          .where(eq(eventRegistrationSettings.eventId, event.id));
      const kind = status === 'registered' ? 'confirmed' : 'waiting';
      await enqueueMail(tx, registrationMail(kind, event, row!, { siteUrl: ctx.settings.siteUrl, cancelToken }), now);
      return outcome(status);
    });
  } catch (error) {
    // The same address registering twice at the same moment: the unique index decides.
    if (pgErrorCode(error) === '23505') throw new DataError('conflict', M.alreadyRegistered);
    throw error;
  }
}
