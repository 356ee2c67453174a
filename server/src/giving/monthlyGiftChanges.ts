import { and, eq } from 'drizzle-orm';
import { DataError, type MonthlyGift } from '@sla/contract';
import { monthlyAmountInput, parseInput } from '@sla/contract/schemas';
import { GIVING_HISTORY_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { monthlyGifts } from '../db/schema.js';
import { toMinorUnits } from '../donations/money.js';
import { cancelSubscription, changeSubscriptionAmount } from '../donations/stripe/subscriptions.js';
import { toMonthlyGift } from './toGivingGift.js';

/**
 * The donor's own monthly gift, locked for the change (two changes at once are made one after the other). Someone
 * else's is the same 404 as none. Without Stripe set up nothing can be changed: 503 in words.
 */
async function lockedGift(ctx: ServiceContext, tx: ServiceContext['db'], emailKey: string, id: string) {
  const [row] = await tx
    .select()
    .from(monthlyGifts)
    .where(and(eq(monthlyGifts.subscriptionId, id), eq(monthlyGifts.emailKey, emailKey)))
    .for('update');
  if (!row) throw new DataError('not_found', GIVING_HISTORY_MESSAGES.noSuchMonthlyGift);
  if (row.status === 'stopped') throw new DataError('conflict', GIVING_HISTORY_MESSAGES.alreadyStopped);
  const stripe = ctx.settings.stripe;
  if (!stripe) throw new DataError('unavailable', GIVING_HISTORY_MESSAGES.paymentsOff);
  return { row, stripe };
}

/** Changes the amount from the next payment (the currency stays the gift's), at Stripe first, then here. */
export async function changeMonthlyGift(ctx: ServiceContext, emailKey: string, id: string, body: unknown): Promise<MonthlyGift> {
  const { amount } = parseInput(monthlyAmountInput, body);
  return ctx.db.transaction(async (tx) => {
    const { row, stripe } = await lockedGift(ctx, tx, emailKey, id);
    const amountMinor = toMinorUnits(amount, row.currency);
    if (amountMinor === row.amountMinor) throw new DataError('conflict', GIVING_HISTORY_MESSAGES.sameAmount);
    await changeSubscriptionAmount(stripe, id, amountMinor, row.currency);
    const [updated] = await tx
      .update(monthlyGifts)
      .set({ amountMinor, updatedAt: ctx.now() })
      .where(eq(monthlyGifts.subscriptionId, id))
      .returning();
    return toMonthlyGift(updated!);
  });
}

/** Stops the gift now at Stripe, then marks it stopped (Stripe's customer.subscription.deleted agrees later). */
export async function stopMonthlyGift(ctx: ServiceContext, emailKey: string, id: string): Promise<MonthlyGift> {
  return ctx.db.transaction(async (tx) => {
    const { stripe } = await lockedGift(ctx, tx, emailKey, id);
    await cancelSubscription(stripe, id);
    const now = ctx.now();
    const [updated] = await tx
      .update(monthlyGifts)
      .set({ status: 'stopped', stoppedAt: now, paymentFailing: false, updatedAt: now })
      .where(eq(monthlyGifts.subscriptionId, id))
      .returning();
    return toMonthlyGift(updated!);
  });
}
