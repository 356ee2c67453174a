import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Acknowledgement } from '@sla/contract';
import { newsletterSignupInput, parseInput } from '@sla/contract/schemas';
import type { Locale } from '@sla/i18n/locales';
import { NEWSLETTER_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { newsletterSubscribers } from '../db/schema.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { newsletterConfirmationMail } from '../mail/templates/newsletterConfirmation.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { NEWSLETTER_PER_ADDRESS, NEWSLETTER_PER_IP } from '../rateLimit/rules.js';
import { confirmUrl, newToken, unsubscribeUrl } from './links.js';

export const SUBSCRIBE_MESSAGE = NEWSLETTER_MESSAGES.subscribed;

/** A pending address gets its link again only this long after the last one. */
export const RESEND_AFTER_MS = 10 * 60_000;

/**
 * Double opt-in, step one: the address is kept as pending and sent a confirmation link. Every
 * case answers the same, so the form never reveals whether an address is subscribed: a new
 * address gets a link; a pending one gets its link again (at most every ten minutes); a
 * confirmed one gets nothing; an unsubscribed one starts over with a fresh link. The link's e-mail is in the language
 * of the page the address was given on (`meta.locale`).
 */
export async function subscribe(
  ctx: ServiceContext,
  body: unknown,
  meta: { ip: string; locale: Locale },
): Promise<Acknowledgement> {
  const input = parseInput(newsletterSignupInput, body);
  const email = input.email.toLowerCase();
  await enforceRateLimits(ctx, [
    [NEWSLETTER_PER_ADDRESS, email],
    [NEWSLETTER_PER_IP, meta.ip],
  ]);
  const now = ctx.now();
  const sendLink = (tx: typeof ctx.db, confirmToken: string, unsubscribeToken: string) =>
    enqueueMail(
      tx,
      newsletterConfirmationMail(
        email,
        {
          confirmUrl: confirmUrl(ctx.settings.siteUrl, confirmToken, meta.locale),
          unsubscribeUrl: unsubscribeUrl(ctx.settings.siteUrl, unsubscribeToken, meta.locale),
        },
        meta.locale,
      ),
      now,
    );

  await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({
        id: randomUUID(),
        email,
        status: 'pending',
        confirmToken: newToken(),
        unsubscribeToken: newToken(),
        confirmationSentAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning();
    if (created) return sendLink(tx, created.confirmToken!, created.unsubscribeToken);

    const [existing] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).for('update');
    if (!existing || existing.status === 'confirmed') return;
    const sentRecently = existing.confirmationSentAt && now.getTime() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MS;
    if (existing.status === 'pending' && sentRecently) return;
    const confirmToken = existing.confirmToken ?? newToken();
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'pending', confirmToken, confirmationSentAt: now, unsubscribedAt: null, updatedAt: now })
      .where(eq(newsletterSubscribers.id, existing.id));
    await sendLink(tx, confirmToken, existing.unsubscribeToken);
  });
  return { message: SUBSCRIBE_MESSAGE };
}
