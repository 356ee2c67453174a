import type { GivingGift, MonthlyGift } from '@sla/contract';
import type { DonationRow, MonthlyGiftRow } from '../db/schema.js';
import { fromMinorUnits } from '../donations/money.js';

/**
 * A gift as its donor sees it. Stripe's gifts are card payments recorded once paid; where the donations table also
 * records a provider and a state (mobile money: pending, failed), they are shown as they are.
 */
export function toGivingGift(row: DonationRow): GivingGift {
  const more = row as DonationRow & { provider?: string | null; status?: string | null };
  return {
    id: row.id,
    frequency: row.frequency,
    renewal: row.renewal,
    amount: fromMinorUnits(row.amountMinor, row.currency),
    currency: row.currency,
    provider: more.provider && more.provider !== 'stripe' ? more.provider : 'card',
    status: more.status ?? 'paid',
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
