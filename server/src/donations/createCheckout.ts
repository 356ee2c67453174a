import { DataError } from '@sla/contract';
import { checkoutInput, parseInput } from '@sla/contract/schemas';
import type { Locale } from '@sla/i18n/locales';
import { GIVING_MESSAGES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../context.js';
import { translator } from '../i18n/translator.js';
import { cardPaymentsOffered } from '../siteSettings.js';
import { ORGANISATION } from '../mail/templates/renderEmail.js';
import { enforceRateLimits } from '../rateLimit/enforceRateLimits.js';
import { CHECKOUTS_PER_IP } from '../rateLimit/rules.js';
import { toMinorUnits } from './money.js';
import { createCheckoutSession } from './stripe/createCheckoutSession.js';
import { pageUrl } from '../i18n/pageUrl.js';

export const NO_ONLINE_PAYMENTS = GIVING_MESSAGES.noOnlinePayments;

/**
 * Starts a Stripe Checkout for a one-time or monthly gift and returns where to send the donor.
 * Nothing is recorded here: a donation exists once Stripe's signed webhook says it was paid. The language of the page
 * the donor gives from (`meta.locale`) names the gift on Stripe's page and travels in the metadata (the session's, and
 * a subscription's for its renewals), so the receipts the webhook queues are in it.
 */
export async function createCheckout(
  ctx: ServiceContext,
  body: unknown,
  meta: { ip: string; locale: Locale },
): Promise<{ url: string }> {
  const stripe = cardPaymentsOffered(ctx.settings);
  if (!stripe) throw new DataError('conflict', NO_ONLINE_PAYMENTS);
  const input = parseInput(checkoutInput, body);
  const currency = ctx.settings.donationCurrency;
  const unitAmount = toMinorUnits(input.amount, currency);
  await enforceRateLimits(ctx, [[CHECKOUTS_PER_IP, meta.ip]]);
  const monthly = input.frequency === 'monthly';
  const tr = translator(meta.locale);
  const organisation = ORGANISATION;
  const site = ctx.settings.siteUrl;
  const session = await createCheckoutSession(stripe, {
    mode: monthly ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: currency.toLowerCase(),
          unit_amount: unitAmount,
          product_data: {
            name: monthly
              ? tr('Monthly gift to {organisation}', { organisation })
              : tr('Gift to {organisation}', { organisation }),
          },
          recurring: monthly ? { interval: 'month' } : undefined,
        },
      },
    ],
    // Stripe puts the session's id in place of {CHECKOUT_SESSION_ID}, so the thank-you page can name it.
    success_url: pageUrl(site, '/donate?thanks=1&session_id={CHECKOUT_SESSION_ID}', meta.locale),
    cancel_url: pageUrl(site, '/donate', meta.locale),
    customer_email: input.email,
    submit_type: monthly ? undefined : 'donate',
    metadata: { frequency: input.frequency, locale: meta.locale },
    subscription_data: monthly ? { metadata: { frequency: 'monthly', locale: meta.locale } } : undefined,
  });
  return { url: session.url };
}
