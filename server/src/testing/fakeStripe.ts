import type { IncomingMessage } from 'node:http';
import { startStripeStandIn } from './stripe-standin/standin.mjs';

export interface StripeCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

/**
 * Stands in for api.stripe.com in the service's tests: the Stripe stand-in (stripe-standin/, also the end-to-end run's)
 * with no webhooks and every subscription id answered as an active one, since each test's database starts afresh.
 * `calls` records each call (a test may empty it); `failOnce` makes the next call fail as Stripe refuses one.
 */
export async function fakeStripe() {
  const standIn = await startStripeStandIn({ checkoutBase: 'https://checkout.stripe.test', statelessSubscriptions: true });
  return {
    base: standIn.base,
    calls: standIn.requests as StripeCall[],
    failOnce: () => standIn.failOnce('Invalid currency: zzz'),
    close: () => standIn.close(),
  };
}
