import type { GivingGift, MonthlyGift } from '@sla/contract';
import type { DonationRow, MonthlyGiftRow } from '../db/schema.js';
import { fromMinorUnits } from '../donations/money.js';

/**
 * A gift as its donor sees it: "paid" once the money is received (every Stripe gift, which is recorded when paid; a
 * mobile-money gift once Paystack's signed webhook confirmed it), else "pending", "failed", or "expired" (pending a day
 * and never confirmed; decision 0050). Only paid
 * gifts count in the totals and get receipts.
 */
export function toGivingGift(row: DonationRow): GivingGift {
  return {
    id: row.id,
    frequency: row.frequency,
    renewal: row.renewal,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    provider: row.provider === 'stripe' ? 'card' : 'mobile_money',
    status: row.status === 'succeeded' ? 'paid' : row.failureReason === 'expired' ? 'expired' : row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMonthlyGift(row: MonthlyGiftRow): MonthlyGift {
  return {
    id: row.subscriptionId,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    paymentFailing: row.paymentFailing,
  };
}
