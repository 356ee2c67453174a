import { and, eq, lt } from 'drizzle-orm';
import type { ServiceContext } from '../context.js';
import { donations } from '../db/schema.js';

/**
 * How long a mobile-money payment may stay pending (decision 0050): a donor approves on their phone within minutes,
 * and the network confirms within the hour; a day on, the payment was abandoned (the page closed, the prompt ignored).
 */
export const PENDING_PAYMENT_MS = 24 * 60 * 60 * 1000;

/**
 * Marks mobile-money payments still pending a day after they were started as failed, expired: the donor's page and
 * staff's list then say so in words instead of "pending" for ever. Only the database is read (Paystack is not asked):
 * a charge that was paid after all still arrives by Paystack's signed webhook, which Paystack retries for days, and is
 * then counted (handlePaystackWebhook). Answers how many expired.
 */
export async function expireMobileMoneyPayments(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const expired = await ctx.db
    .update(donations)
    .set({ status: 'failed', failureReason: 'expired', updatedAt: now })
    .where(
      and(
        eq(donations.provider, 'paystack'),
        eq(donations.status, 'pending'),
        lt(donations.createdAt, new Date(now.getTime() - PENDING_PAYMENT_MS)),
      ),
    )
    .returning({ id: donations.id });
  return expired.length;
}
