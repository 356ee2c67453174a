import { randomUUID } from 'node:crypto';
import { DataError } from '@sla/contract';
import type { ServiceContext } from '../context.js';
import { donations } from '../db/schema.js';
import { applyMonthlyGiftEvent } from '../giving/monthlyGiftEvents.js';
import { localeOf } from '../i18n/localeOf.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { donationReceiptMail } from '../mail/templates/donationReceipt.js';
import { formatMoney } from './money.js';
import { donationFromEvent } from './stripe/donationFromEvent.js';
import { verifiedStripeEvent } from './stripe/verifiedStripeEvent.js';

/**
 * A Stripe event, delivered at least once and sometimes many times at once. Only a correctly
 * signed event is read. A gift is recorded once per event id (a unique constraint decides between
 * concurrent deliveries) with its receipt queued in the same transaction, so each gift has
 * exactly one receipt. Events that are not gifts are acknowledged and ignored. The receipt is in the donor's language:
 * their account's (by address) if they have one that chose, else the one they gave from (the Checkout's metadata).
 */
export async function handleStripeWebhook(
  ctx: ServiceContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; recorded: boolean }> {
  const secret = ctx.settings.stripe?.webhookSecret;
  if (!secret) throw new DataError('unavailable', 'Stripe webhooks are not set up on this server (STRIPE_WEBHOOK_SECRET).');
  const event = verifiedStripeEvent(rawBody, signature, secret, ctx.now());
  if (typeof event?.id !== 'string' || !event.id) throw new DataError('invalid_input', 'The event has no id.');
  // Monthly gifts' own state (started, failing, stopped, card expiring) and its e-mails: decision 0051.
  await applyMonthlyGiftEvent(ctx, { id: event.id, type: event.type, data: event.data as { object?: object } });
  const gift = donationFromEvent(event);
  if (!gift) return { received: true, recorded: false };
  const eventId = event.id;
  const now = ctx.now();

  const recorded = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donations)
      .values({
        id: randomUUID(),
        stripeEventId: eventId,
        frequency: gift.frequency,
        renewal: gift.renewal,
        amountMinor: gift.amountMinor,
        currency: gift.currency,
        email: gift.email,
        name: gift.name,
        stripeObjectId: gift.objectId,
        stripeSubscriptionId: gift.subscriptionId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: donations.stripeEventId })
      .returning();
    if (!row) return false;
    if (row.email) {
      const locale = (await localeOf(tx, { email: row.email })) ?? gift.locale;
      const receipt = donationReceiptMail(
        {
          to: row.email,
          locale,
          name: row.name,
          amountText: formatMoney(row.amountMinor, row.currency, locale),
          frequency: row.frequency,
          renewal: row.renewal,
          receivedAt: now,
          dedupeKey: `donation_receipt:${eventId}`,
        },
        ctx.settings.staffEmail,
      );
      await enqueueMail(tx, receipt, now);
    }
    return true;
  });
  return { received: true, recorded };
}
