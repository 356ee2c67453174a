import type { ServiceContext } from '../context.js';
import { donations, monthlyGifts, pledges } from '../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;
/** The demo alumnus gives (demo-accounts.json), so their giving history has something to show when signed in. */
export const DEMO_DONOR = { email: 'alumni@demo.scientistleaders.africa', name: 'Yusuf Abdullahi' };
export const DEMO_SUBSCRIPTION = 'sub_demo_yusuf_monthly';
export const DEMO_PLEDGE_ID = '00000000-0000-4000-8000-000000000101';

/**
 * Demo gifts (decision 0051): a one-time gift last year and this, a monthly gift with its renewals (and its row in
 * monthly_gifts), and a pledge, all from the demo alumnus's address. Fixed ids: seeding twice adds nothing.
 */
export async function seedGiving(ctx: ServiceContext): Promise<void> {
  const now = ctx.now().getTime();
  const currency = ctx.settings.donationCurrency;
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  const gift = (n: number, daysAgo: number, amountMinor: number, monthly: 'first' | 'renewal' | null) => ({
    id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`,
    stripeEventId: `evt_demo_gift_${n}`,
    frequency: monthly ? ('monthly' as const) : ('once' as const),
    renewal: monthly === 'renewal',
    amountMinor,
    currency,
    email: DEMO_DONOR.email,
    name: DEMO_DONOR.name,
    stripeSubscriptionId: monthly ? DEMO_SUBSCRIPTION : null,
    createdAt: at(daysAgo),
  });
  await ctx.db
    .insert(donations)
    .values([
      gift(1, 420, 5000, null),
      gift(2, 150, 1000, 'first'),
      gift(3, 120, 1000, 'renewal'),
      gift(4, 90, 1000, 'renewal'),
      gift(5, 60, 1000, 'renewal'),
      gift(6, 30, 1000, 'renewal'),
      gift(7, 12, 2500, null),
      // Someone else's gift, which the demo alumnus's history never shows.
      { ...gift(8, 20, 7500, null), email: 'amara.diallo@example.org', name: 'Amara Diallo' },
    ])
    .onConflictDoNothing();
  await ctx.db
    .insert(monthlyGifts)
    .values({
      subscriptionId: DEMO_SUBSCRIPTION,
      email: DEMO_DONOR.email,
      emailKey: DEMO_DONOR.email,
      amountMinor: 1000,
      currency,
      status: 'active',
      startedAt: at(150),
      updatedAt: at(150),
    })
    .onConflictDoNothing();
  await ctx.db
    .insert(pledges)
    .values({
      id: DEMO_PLEDGE_ID,
      name: DEMO_DONOR.name,
      email: DEMO_DONOR.email,
      frequency: 'once',
      amountMinor: 10000,
      currency,
      createdAt: at(45),
    })
    .onConflictDoNothing();
}
