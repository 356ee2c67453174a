import { and, eq, inArray, isNull, or, ne } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import type { ServiceContext } from '../context.js';
import { donations } from '../db/schema.js';
import { localeOf } from '../i18n/localeOf.js';
import { enqueueMail } from '../mail/enqueueMail.js';
import { donationReceiptMail } from '../mail/templates/donationReceipt.js';
import { formatMoney } from './money.js';
import { chargeFromEvent } from './paystack/chargeFromEvent.js';
import { verifiedPaystackEvent } from './paystack/verifiedPaystackEvent.js';

/**
 * A Paystack event, delivered at least once, perhaps late, perhaps replayed. Only a correctly signed event is read, and
 * only charge.success changes anything: it confirms the pending (or declined- or expired-then-paid) payment with its reference, once,
 * when the amount and currency are exactly those asked. The confirmation and its receipt are one conditional update
 * and one queued mail in one transaction, so a repeat of the event (retry, replay, two deliveries at once) finds the
 * payment already succeeded and changes nothing. A charge for another amount or currency is never counted: the
 * payment is marked failed (amount_differs) for staff to follow up, and stays so. Events for references that are not
 * ours (other uses of the same Paystack account) and other kinds of events are acknowledged and ignored.
 */
export async function handlePaystackWebhook(
  ctx: ServiceContext,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; recorded: boolean }> {
  const secret = ctx.settings.paystack?.secretKey;
  if (!secret) throw new DataError('unavailable', 'Paystack is not set up on this server (PAYSTACK_SECRET_KEY).');
  const charge = chargeFromEvent(verifiedPaystackEvent(rawBody, signature, secret));
  if (!charge) return { received: true, recorded: false };
  const now = ctx.now();
  const recorded = await ctx.db.transaction(async (tx) => {
    const byReference = and(eq(donations.provider, 'paystack'), eq(donations.providerReference, charge.reference));
    const [row] = await tx.select().from(donations).where(byReference);
    if (!row) {
      console.warn(`[paystack] charge.success for a reference that is not ours: ${charge.reference.slice(0, 40)}`);
      return false;
    }
    if (row.amountMinor !== charge.amountMinor || row.currency !== charge.currency) {
      console.error(
        `[paystack] ${charge.reference}: paid ${charge.amountMinor} ${charge.currency}, asked ${row.amountMinor} ${row.currency}; not counted`,
      );
      await tx
        .update(donations)
        .set({ status: 'failed', failureReason: 'amount_differs', providerTransactionId: charge.transactionId, updatedAt: now })
        .where(and(byReference, ne(donations.status, 'succeeded')));
      return false;
    }
    // Pending, or failed as declined (Paystack said so, then the network paid after all) or expired (no word for a day,
    // then Paystack's retried webhook): the money came, so it counts. Never once succeeded, never after a charge for
    // another amount.
    const [paid] = await tx
      .update(donations)
      .set({ status: 'succeeded', failureReason: null, providerTransactionId: charge.transactionId, updatedAt: now })
      .where(
        and(
          byReference,
          or(
            eq(donations.status, 'pending'),
            and(
              eq(donations.status, 'failed'),
              or(isNull(donations.failureReason), inArray(donations.failureReason, ['declined', 'not_started', 'expired'])),
            ),
          ),
        ),
      )
      .returning();
    if (!paid) return false;
    if (paid.email) {
      const locale = (await localeOf(tx, { email: paid.email })) ?? paid.locale;
      const receipt = donationReceiptMail(
        {
          to: paid.email,
          locale,
          name: paid.name,
          amountText: formatMoney(paid.amountMinor, paid.currency, locale),
          frequency: paid.frequency,
          renewal: paid.renewal,
          receivedAt: now,
          dedupeKey: `donation_receipt:paystack:${charge.reference}`,
        },
        ctx.settings.staffEmail,
      );
      await enqueueMail(tx, receipt, now);
    }
    return true;
  });
  return { received: true, recorded };
}
