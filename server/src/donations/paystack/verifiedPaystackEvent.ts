import { createHmac, timingSafeEqual } from 'node:crypto';
import { DataError } from '@sla/contract';

export const NO_PAYSTACK_SIGNATURE = 'The request has no X-Paystack-Signature header.';
export const BAD_PAYSTACK_SIGNATURE = 'The X-Paystack-Signature header does not match this event.';
export const UNREADABLE_PAYSTACK_EVENT = 'The Paystack event is not a JSON object.';

/** An event as Paystack sends it: its kind and what it is about. */
export interface PaystackEvent {
  event?: unknown;
  data?: unknown;
}

/**
 * The event in a webhook request, once its X-Paystack-Signature (hex HMAC-SHA512 of the exact bytes received, keyed
 * with the secret key, as Paystack documents) matches. Compared in constant time. Every refusal is a 400 in words.
 * Paystack's signature carries no time, so a replayed event is stopped by what it would change, not here.
 */
export function verifiedPaystackEvent(rawBody: Buffer, header: string | undefined, secretKey: string): PaystackEvent {
  if (!header) throw new DataError('invalid_input', NO_PAYSTACK_SIGNATURE);
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = /^[0-9a-f]{128}$/i.test(header.trim()) ? Buffer.from(header.trim(), 'hex') : null;
  if (!given || !timingSafeEqual(given, expected)) throw new DataError('invalid_input', BAD_PAYSTACK_SIGNATURE);
  let event: unknown;
  try {
    event = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new DataError('invalid_input', UNREADABLE_PAYSTACK_EVENT);
  }
  if (!event || typeof event !== 'object' || Array.isArray(event))
    throw new DataError('invalid_input', UNREADABLE_PAYSTACK_EVENT);
  return event as PaystackEvent;
}
