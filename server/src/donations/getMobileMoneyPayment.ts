import { and, eq } from 'drizzle-orm';
import { DataError, type MobileMoneyPayment } from '@sla/contract';
import { paymentReference, parseInput } from '@sla/contract/schemas';
import { GIVING_MESSAGES } from '@sla/contract/serviceMessages';
import * as z from 'zod/mini';
import type { ServiceContext } from '../context.js';
import { donations, type DonationRow } from '../db/schema.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { PAYMENT_STATUS_PER_IP } from '../rateLimit/rules.js';
import { fromMinorUnits } from './money.js';
import { verifyTransaction } from './paystack/paystackApi.js';

/** How often Paystack is asked about one pending payment, however often its page asks us. */
const CHECK_EVERY_MS = 5_000;
/** Paystack's words for a charge that will not be paid. 'abandoned' is not one: the donor may still approve. */
const FAILED = new Set(['failed', 'reversed']);

const params = z.object({ reference: paymentReference });

const answer = (row: DonationRow): MobileMoneyPayment => ({
  reference: row.providerReference ?? '',
  status: row.status,
  failureReason: row.failureReason,
  amount: fromMinorUnits(row.amountMinor, row.currency),
  currency: row.currency,
});

/**
 * Where a mobile-money payment stands, for the page its donor returns to. The reference is random and only its donor
 * holds it; the answer never names who gave. While the payment is pending, Paystack is asked (at most every few
 * seconds) whether it failed, so a declined payment says so; success is never taken from here, only from the signed
 * webhook (handlePaystackWebhook), and a payment the webhook already confirmed is never marked failed.
 */
export async function getMobileMoneyPayment(
  ctx: ServiceContext,
  rawParams: unknown,
  meta: { ip: string },
): Promise<MobileMoneyPayment> {
  const { reference } = parseInput(params, rawParams);
  await enforceRateLimits(ctx, [[PAYMENT_STATUS_PER_IP, meta.ip]]);
  const byReference = and(eq(donations.provider, 'paystack'), eq(donations.providerReference, reference));
  const [row] = await ctx.db.select().from(donations).where(byReference);
  if (!row) throw new DataError('not_found', GIVING_MESSAGES.unknownPayment);
  const paystack = ctx.settings.paystack;
  const now = ctx.now();
  if (row.status !== 'pending' || !paystack || (row.checkedAt && now.getTime() - row.checkedAt.getTime() < CHECK_EVERY_MS))
    return answer(row);
  await ctx.db.update(donations).set({ checkedAt: now }).where(eq(donations.id, row.id));
  let status: string;
  try {
    ({ status } = await verifyTransaction(paystack, reference));
  } catch {
    // Paystack unreachable: the payment is still pending as far as anyone knows.
    return answer(row);
  }
  if (!FAILED.has(status)) return answer(row);
  // Only a payment still pending: the webhook may have confirmed it while Paystack was being asked.
  const [failed] = await ctx.db
    .update(donations)
    .set({ status: 'failed', failureReason: 'declined', updatedAt: now })
    .where(and(byReference, eq(donations.status, 'pending')))
    .returning();
  if (failed) return answer(failed);
  const [current] = await ctx.db.select().from(donations).where(byReference);
  return answer(current ?? row);
}
