import Stripe from 'stripe';
import type { StripeSettings } from '../../siteSettings.js';

/** A donor waits on this call; Stripe answers in well under a second when it is up. */
const TIMEOUT_MS = 15_000;

const clients = new WeakMap<StripeSettings, Stripe>();

/**
 * The official SDK, one client per settings object (settings are fixed at start; tests swap in
 * a new object to change them). STRIPE_API_BASE becomes the SDK's protocol, host and port, which
 * is how tests point it at a fake Stripe. Throws on a STRIPE_API_BASE that is not a URL.
 */
export function stripeClient(settings: StripeSettings): Stripe {
  const known = clients.get(settings);
  if (known) return known;
  const base = new URL(settings.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(settings.secretKey, {
    protocol,
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    timeout: TIMEOUT_MS,
    // One retry of a dropped connection or a 5xx; the SDK adds an idempotency key, so it cannot
    // create two sessions.
    maxNetworkRetries: 1,
  });
  clients.set(settings, client);
  return client;
}
