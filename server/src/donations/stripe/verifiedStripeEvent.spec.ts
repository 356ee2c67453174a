import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  BAD_SIGNATURE,
  NO_SIGNATURE,
  SIGNED_AHEAD,
  SIGNED_TOO_LONG_AGO,
  UNREADABLE_EVENT,
  verifiedStripeEvent,
} from './verifiedStripeEvent.js';

const SECRET = 'whsec_test_secret';
const NOW = new Date('2026-03-02T09:00:00.000Z');
const T = Math.floor(NOW.getTime() / 1000);
const BODY = Buffer.from('{\n  "id": "evt_1",\n  "object": "event",\n  "type": "checkout.session.completed"\n}');
const sign = (body: Buffer | string, secret = SECRET, timestamp = T) =>
  Stripe.webhooks.generateTestHeaderString({ payload: body.toString(), secret, timestamp });
const check =
  (header: string | undefined, body = BODY, now = NOW) =>
  () =>
    verifiedStripeEvent(body, header, SECRET, now);

describe('Stripe webhook signature', () => {
  it('accepts the signature Stripe computes over the raw body, also among several v1 values, and returns the event', () => {
    expect(check(sign(BODY))()).toMatchObject({ id: 'evt_1', type: 'checkout.session.completed' });
    const [timestamp, signature] = sign(BODY).split(',');
    expect(check(`${timestamp},v1=${'0'.repeat(64)},${signature},v0=ignored`)).not.toThrow();
  });

  it('agrees with the HMAC-SHA256 of "<t>.<body>" that Stripe documents, so the test signer cannot drift', () => {
    const documented = `t=${T},v1=${createHmac('sha256', SECRET).update(`${T}.`).update(BODY).digest('hex')}`;
    expect(sign(BODY)).toBe(documented);
    expect(check(documented)).not.toThrow();
  });

  it('refuses a signature made with another secret', () => {
    expect(check(sign(BODY, 'whsec_someone_else'))).toThrow(BAD_SIGNATURE);
  });

  it('refuses a body changed after signing, even by one space', () => {
    const header = sign(BODY);
    expect(check(header, Buffer.from(BODY.toString().replace('evt_1', 'evt_2')))).toThrow(BAD_SIGNATURE);
    expect(check(header, Buffer.from(JSON.stringify(JSON.parse(BODY.toString()))))).toThrow(BAD_SIGNATURE);
  });

  it('refuses an event signed more than five minutes ago by the service clock, accepting up to the limit', () => {
    expect(check(sign(BODY, SECRET, T - 300))).not.toThrow();
    expect(check(sign(BODY, SECRET, T - 301))).toThrow(SIGNED_TOO_LONG_AGO);
    // The clock is the service's, not the machine's: the same header is fresh at its own time.
    expect(check(sign(BODY, SECRET, T - 3600), BODY, new Date((T - 3600) * 1000))).not.toThrow();
  });

  it('refuses an event signed more than five minutes ahead of the service clock, accepting up to the limit', () => {
    expect(check(sign(BODY, SECRET, T + 300))).not.toThrow();
    expect(check(sign(BODY, SECRET, T + 301))).toThrow(SIGNED_AHEAD);
    expect(check(sign(BODY, SECRET, T + 86_400))).toThrow(SIGNED_AHEAD);
  });

  it('refuses missing and malformed headers with a 400 DataError', () => {
    expect(check(undefined)).toThrow(NO_SIGNATURE);
    expect(check('')).toThrow(NO_SIGNATURE);
    for (const header of [
      'garbage',
      `t=${T}`,
      'v1=abc',
      `t=soon,v1=${'a'.repeat(64)}`,
      `t=${T},v1=zz`,
      't=x,v1=,v1',
      `t=${T},v1`,
    ]) {
      expect(check(header), header).toThrow(expect.objectContaining({ code: 'invalid_input', message: BAD_SIGNATURE }));
    }
  });

  it('refuses a correctly signed body that is not JSON with a 400, not a crash', () => {
    const body = Buffer.from('not json');
    expect(check(sign(body), body)).toThrow(expect.objectContaining({ code: 'invalid_input', message: UNREADABLE_EVENT }));
    expect(check(sign(Buffer.alloc(0)), Buffer.alloc(0))).toThrow(expect.objectContaining({ code: 'invalid_input' }));
  });
});
