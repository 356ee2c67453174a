import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { mobileMoneyInput, parseInput } from '@sla/contract/schemas';
import { GIVING_MESSAGES } from '@sla/contract/serviceMessages';
import type { Locale } from '@sla/i18n/locales';
import type { ServiceContext } from '../context.js';
import { donations } from '../db/schema.js';
import { pageUrl } from '../i18n/pageUrl.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { CHECKOUTS_PER_IP } from '../rateLimit/rules.js';
import { toMinorUnits } from './money.js';
import { mobileMoneyOffered } from './mobileMoney.js';
import { initializeTransaction } from './paystack/paystackApi.js';

/** Our reference for a payment: random, so it is also the donor's (and only the donor's) handle on its status. */
const newReference = () => `mm_${randomBytes(16).toString('hex')}`;

/**
 * Starts a one-time mobile-money gift through Paystack and returns its hosted page. The payment is recorded first, as
 * pending, with the amount and currency asked: Paystack's webhook is checked against them, and the donor's page shows
 * it pending until then. If Paystack will not start it, the row says so (failed, not_started) and the donor is told.
 */
export async function startMobileMoney(
  ctx: ServiceContext,
  body: unknown,
  meta: { ip: string; locale: Locale },
): Promise<{ url: string; reference: string }> {
  if (!ctx.settings.paystack) throw new DataError('conflict', GIVING_MESSAGES.noMobileMoney);
  const paystack = mobileMoneyOffered(ctx.settings);
  if (!paystack) throw new DataError('conflict', GIVING_MESSAGES.mobileMoneyCurrency);
  const input = parseInput(mobileMoneyInput, body);
  const currency = ctx.settings.donationCurrency;
  const amountMinor = toMinorUnits(input.amount, currency);
  await enforceRateLimits(ctx, [[CHECKOUTS_PER_IP, meta.ip]]);
  const reference = newReference();
  const id = randomUUID();
  const now = ctx.now();
  await ctx.db.insert(donations).values({
    id,
    provider: 'paystack',
    status: 'pending',
    providerReference: reference,
    frequency: 'once',
    renewal: false,
    amountMinor,
    currency,
    email: input.email,
    locale: meta.locale,
    createdAt: now,
    updatedAt: now,
  });
  try {
    const { url } = await initializeTransaction(paystack, {
      email: input.email,
      amount: amountMinor,
      currency,
      reference,
      // Paystack adds ?trxref=…&reference=… when it sends the donor back.
      callback_url: pageUrl(ctx.settings.siteUrl, '/donate?paid=mobile_money', meta.locale),
      channels: ['mobile_money'],
      metadata: { locale: meta.locale },
    });
    return { url, reference };
  } catch (error) {
    await ctx.db
      .update(donations)
      .set({ status: 'failed', failureReason: 'not_started', updatedAt: ctx.now() })
      .where(eq(donations.id, id));
    throw error;
  }
}
