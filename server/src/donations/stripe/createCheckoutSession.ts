import { DataError } from '@sla/contract';
import Stripe from 'stripe';
import { GIVING_MESSAGES } from '@sla/contract/serviceMessages';
import type { StripeSettings } from '../../siteSettings.js';
import { stripeClient } from './stripeClient.js';

export const PAYMENTS_UNAVAILABLE = GIVING_MESSAGES.paymentsUnavailable;

/** What to log about a failure: enough to find it in Stripe's dashboard, never the request itself. */
function describe(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError) {
    return `${[error.type, error.statusCode, error.requestId].filter(Boolean).join(' ')}: ${error.message}`;
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Creates a Checkout Session through the official SDK. Any failure (misconfiguration, network,
 * Stripe refusing) is logged and reported to the donor in plain words as a 503, never a 500.
 */
export async function createCheckoutSession(
  settings: StripeSettings,
  params: Stripe.Checkout.SessionCreateParams,
): Promise<{ id: string; url: string }> {
  let session: Stripe.Checkout.Session;
  try {
    session = await stripeClient(settings).checkout.sessions.create(params);
  } catch (error) {
    console.error('[stripe] could not create a checkout session:', describe(error));
    throw new DataError('unavailable', PAYMENTS_UNAVAILABLE);
  }
  if (!session.url) {
    console.error('[stripe] checkout session has no url:', session.id);
    throw new DataError('unavailable', PAYMENTS_UNAVAILABLE);
  }
  return { id: session.id, url: session.url };
}
