import { DataError } from '@sla/contract';
import Stripe from 'stripe';
import type { StripeSettings } from '../../siteSettings.js';
import { PAYMENTS_UNAVAILABLE } from './createCheckoutSession.js';
import { stripeClient } from './stripeClient.js';

const describe = (error: unknown) =>
  error instanceof Stripe.errors.StripeError
    ? `${[error.type, error.statusCode, error.requestId].filter(Boolean).join(' ')}: ${error.message}`
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);

/** A Stripe failure is logged and reported as a 503 in plain words; nothing is changed on our side. */
async function calling<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.error(`[stripe] could not ${what}:`, describe(error));
    throw new DataError('unavailable', PAYMENTS_UNAVAILABLE);
  }
}

/**
 * A monthly gift's new amount from its next payment: the subscription's one item gets a new monthly price of the same
 * product (Stripe's price_data on a subscription item needs the product), with no proration: what was paid stays paid.
 */
export async function changeSubscriptionAmount(
  settings: StripeSettings,
  subscriptionId: string,
  amountMinor: number,
  currency: string,
): Promise<void> {
  const stripe = stripeClient(settings);
  const subscription = await calling('read a subscription', () => stripe.subscriptions.retrieve(subscriptionId));
  const item = subscription.items.data[0];
  const product = typeof item?.price.product === 'string' ? item.price.product : item?.price.product?.id;
  if (!item || !product) {
    console.error('[stripe] subscription has no item with a product:', subscriptionId);
    throw new DataError('unavailable', PAYMENTS_UNAVAILABLE);
  }
  await calling('change a subscription', () =>
    stripe.subscriptions.update(subscriptionId, {
      items: [
        {
          id: item.id,
          price_data: { currency: currency.toLowerCase(), product, unit_amount: amountMinor, recurring: { interval: 'month' } },
        },
      ],
      proration_behavior: 'none',
    }),
  );
}

/** Stops a monthly gift now: no further invoices. One already cancelled at Stripe counts as stopped. */
export async function cancelSubscription(settings: StripeSettings, subscriptionId: string): Promise<void> {
  const stripe = stripeClient(settings);
  try {
    await stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Stripe answers a second cancel with a 400 naming the state; the gift is stopped either way.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && /cancel/i.test(error.message)) return;
    console.error('[stripe] could not cancel a subscription:', describe(error));
    throw new DataError('unavailable', PAYMENTS_UNAVAILABLE);
  }
}
