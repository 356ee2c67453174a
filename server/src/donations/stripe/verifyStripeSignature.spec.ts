import { describe, expect, it } from 'vitest';
import { BAD_SIGNATURE, stripeSignatureHeader, verifyStripeSignature } from './verifyStripeSignature.js';

const SECRET = 'whsec_test_secret';
const NOW = new Date('2026-03-02T09:00:00.000Z');
const T = Math.floor(NOW.getTime() / 1000);
const BODY = Buffer.from('{\n  "id": "evt_1",\n  "type": "checkout.session.completed"\n}');
const check = (header: string | undefined, body = BODY, now = NOW) => () => verifyStripeSignature(body, header, SECRET, now);

describe('Stripe signature', () => {
  it('accepts the signature Stripe computes over the raw body, also among several v1 values', () => {
    expect(check(stripeSignatureHeader(BODY, SECRET, T))).not.toThrow();
    const [timestamp, signature] = stripeSignatureHeader(BODY, SECRET, T).split(',');
    expect(check(`${timestamp},v1=${'0'.repeat(64)},${signature},v0=ignored`)).not.toThrow();
  });

  it('refuses a signature made with another secret', () => {
    expect(check(stripeSignatureHeader(BODY, 'whsec_someone_else', T))).toThrow(BAD_SIGNATURE);
  });

  it('refuses a body changed after signing, even by one space', () => {
    const header = stripeSignatureHeader(BODY, SECRET, T);
    expect(check(header, Buffer.from(BODY.toString().replace('evt_1', 'evt_2')))).toThrow(BAD_SIGNATURE);
    expect(check(header, Buffer.from(JSON.stringify(JSON.parse(BODY.toString()))))).toThrow(BAD_SIGNATURE);
  });

  it('refuses an event signed more than five minutes ago (or ahead), accepting up to the limit', () => {
    expect(check(stripeSignatureHeader(BODY, SECRET, T - 300))).not.toThrow();
    expect(check(stripeSignatureHeader(BODY, SECRET, T - 301))).toThrow(/too long ago/);
    expect(check(stripeSignatureHeader(BODY, SECRET, T + 301))).toThrow(/too long ago/);
  });

  it('refuses missing and malformed headers with a 400 DataError', () => {
    for (const header of [undefined, '', 'garbage', `t=${T}`, 'v1=abc', `t=soon,v1=${'a'.repeat(64)}`, `t=${T},v1=zz`]) {
      expect(check(header), String(header)).toThrow(expect.objectContaining({ code: 'invalid_input' }));
    }
  });
});
