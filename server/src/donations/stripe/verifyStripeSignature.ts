import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataError } from '@sla/data';

/** Stripe's own default: an event signed more than five minutes ago may be a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const BAD_SIGNATURE = 'The Stripe-Signature header does not match this event.';

/**
 * Checks a Stripe-Signature header ("t=<unix seconds>,v1=<hex>[,v1=…]") against the raw body: an
 * HMAC-SHA256 of "<t>.<body>" with the endpoint's secret, compared in constant time, signed within
 * the tolerance. Any mismatch is a 400, so Stripe shows the failure in its dashboard.
 */
export function verifyStripeSignature(rawBody: Buffer, header: string | undefined, secret: string, now: Date): void {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  if (!Number.isInteger(timestamp) || !signatures.length) throw new DataError('invalid_input', BAD_SIGNATURE);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new DataError('invalid_input', 'The Stripe event was signed too long ago (more than five minutes).');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new DataError('invalid_input', BAD_SIGNATURE);
}

/** The header Stripe would send for `rawBody` at `timestamp`: for tests and local tooling. */
export function stripeSignatureHeader(rawBody: string | Buffer, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
