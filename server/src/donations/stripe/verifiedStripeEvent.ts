import { DataError } from '@sla/contract';
import Stripe from 'stripe';

/** Stripe's own default: an event signed more than five minutes ago may be a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const NO_SIGNATURE = 'The request has no Stripe-Signature header.';
export const BAD_SIGNATURE = 'The Stripe-Signature header does not match this event.';
export const SIGNED_TOO_LONG_AGO = 'The Stripe event was signed too long ago (more than five minutes).';
export const UNREADABLE_EVENT = 'The Stripe event is not valid JSON.';
export const SIGNED_AHEAD = 'The Stripe event is signed with a time more than five minutes ahead of this service’s clock.';

/**
 * The event in a webhook request, once the SDK has checked its Stripe-Signature against the exact
 * bytes received and found it signed with the endpoint's secret within the tolerance either side of the service's
 * clock (five minutes before or after). Every refusal is a 400 DataError in words, so Stripe shows the failure
 * in its dashboard and nothing reaches the caller as a 500.
 */
export function verifiedStripeEvent(rawBody: Buffer, header: string | undefined, secret: string, now: Date): Stripe.Event {
  if (!header) throw new DataError('invalid_input', NO_SIGNATURE);
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, header, secret, SIGNATURE_TOLERANCE_SECONDS, undefined, now.getTime());
  } catch (error) {
    // The body is parsed only once the signature matched: Stripe's bytes, but not JSON.
    if (error instanceof SyntaxError) throw new DataError('invalid_input', UNREADABLE_EVENT);
    // The SDK says which check failed only in its message. Anything else it throws (a garbled
    // header can make it fail in other ways) is a signature we could not verify.
    const tooOld = error instanceof Stripe.errors.StripeSignatureVerificationError && /tolerance/i.test(error.message);
    throw new DataError('invalid_input', tooOld ? SIGNED_TOO_LONG_AGO : BAD_SIGNATURE);
  }
  // The SDK bounds only the past: an event signed for a later time would stay "fresh" until then, a replay window of
  // whatever length the signer chose. The time is the header's, whose signature the SDK has just checked.
  const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
  if (signedAt * 1000 > now.getTime() + SIGNATURE_TOLERANCE_SECONDS * 1000) throw new DataError('invalid_input', SIGNED_AHEAD);
  return event;
}
