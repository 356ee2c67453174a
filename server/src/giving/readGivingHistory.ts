import { desc, eq, sql } from 'drizzle-orm';
import type { GivingHistory } from '@sla/contract';
import type { Db } from '../db/database.js';
import { donations, monthlyGifts, pledges } from '../db/schema.js';
import { fromMinorUnits } from '../donations/money.js';
import { toPledge } from '../donations/toDonation.js';
import { toGivingGift, toMonthlyGift } from './toGivingGift.js';

/** Paid gifts count towards the yearly totals; a pending or failed one (mobile money) does not. */
const counts = (gift: { status: string }) => gift.status === 'paid';

/**
 * Everything given from one address (lower-cased), newest first: every gift, every pledge and the monthly gifts, on
 * the donor indexes (donations_of_donor, pledges_of_donor, monthly_gifts_of_donor). `canManageMonthly`: whether the
 * reader may change and stop the monthly gifts here (the donor, with online payments set up).
 */
export async function readGivingHistory(db: Db, emailKey: string, canManageMonthly: boolean): Promise<GivingHistory> {
  const [giftRows, pledgeRows, monthlyRows] = await Promise.all([
    db
      .select()
      .from(donations)
      .where(sql`lower(${donations.email}) = ${emailKey}`)
      .orderBy(sql`lower(${donations.email})`, desc(donations.createdAt), desc(donations.id)),
    db
      .select()
      .from(pledges)
      .where(sql`lower(${pledges.email}) = ${emailKey}`)
      .orderBy(sql`lower(${pledges.email})`, desc(pledges.createdAt), desc(pledges.id)),
    db.select().from(monthlyGifts).where(eq(monthlyGifts.emailKey, emailKey)).orderBy(desc(monthlyGifts.startedAt)),
  ]);
  const gifts = giftRows.map(toGivingGift);
  const sums = new Map<string, { year: number; currency: string; minor: number }>();
  giftRows.forEach((row, index) => {
    if (!counts(gifts[index]!)) return;
    const year = row.createdAt.getUTCFullYear();
    const key = `${year} ${row.currency}`;
    const sum = sums.get(key) ?? { year, currency: row.currency, minor: 0 };
    sum.minor += row.amountMinor;
    sums.set(key, sum);
  });
  return {
    email: giftRows[0]?.email ?? pledgeRows[0]?.email ?? monthlyRows[0]?.email ?? emailKey,
    gifts,
    pledges: pledgeRows.map(toPledge),
    monthly: monthlyRows.map(toMonthlyGift),
    canManageMonthly,
    totals: [...sums.values()].map(({ year, currency, minor }) => ({ year, currency, amount: fromMinorUnits(minor, currency) })),
  };
}
