import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { edgeNumber, fromSchema } from './bodies.js';
import { nastyString, RAW_SEGMENTS, encodePart } from './strings.js';

/** What a raw-body operation sends: the bytes, their declared type, and any headers of its own. */
export interface RawBody {
  payload: Buffer;
  contentType: string | null;
  headers: Record<string, string>;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);

/** Header values as bytes arrive (latin1), NUL and control characters included. */
const headerText = fc.oneof(
  nastyString().map((text) => Buffer.from(text, 'utf8').toString('latin1')),
  fc.string({ unit: fc.integer({ min: 0, max: 0xff }).map((code) => String.fromCharCode(code)), maxLength: 20 }),
);

/** File names as X-File-Name carries them (URI-encoded), and names that escape, hide or break that encoding. */
const fileName = fc.oneof(
  fc.constantFrom(
    'cv.pdf',
    'photo.png',
    'photo.jpeg',
    'CV%20final.pdf',
    '..%2F..%2Fetc%2Fpasswd',
    '%00.pdf',
    'a%00b.pdf',
    '%E2%80%AEfdp.exe',
    'x'.repeat(300) + '.pdf',
    '.',
    '.pdf',
  ),
  nastyString().map((text) => `${encodePart(text)}.pdf`),
  fc.constantFrom(...RAW_SEGMENTS),
  headerText,
);

/** Application files: declared types right and wrong, magic bytes right and wrong, names of every kind. */
export const uploadBody: fc.Arbitrary<RawBody> = fc
  .record({
    start: fc.constantFrom(
      PDF,
      PNG,
      JPEG,
      Buffer.alloc(0),
      Buffer.from('<svg onload=alert(1)>'),
      Buffer.from('%PDF-1.4 <html><script>'),
    ),
    rest: fc.uint8Array({ maxLength: 512 }),
    contentType: fc.option(
      fc.oneof(
        fc.constantFrom(
          'application/pdf',
          'image/png',
          'image/jpeg',
          'application/octet-stream',
          'text/html',
          'application/json',
          'image/svg+xml',
          'application/pdf; charset=x',
        ),
        headerText,
      ),
      { nil: null },
    ),
    name: fc.option(fileName, { nil: null }),
  })
  .map(({ start, rest, contentType, name }) => ({
    payload: Buffer.concat([start, rest]),
    contentType,
    headers: name === null ? {} : ({ 'x-file-name': name } as Record<string, string>),
  }));

/** Stripe's signature scheme (an HMAC-SHA256 of "<t>.<body>"), written out so the suite depends on no SDK. */
const stripeSignatureHeader = (payload: Buffer, secret: string, seconds: number) =>
  `t=${seconds},v1=${createHmac('sha256', secret).update(`${seconds}.`).update(payload).digest('hex')}`;

/** The event shapes the webhook reads (see donationFromEvent), with every field open to junk. */
const stripeObject = fromSchema({
  type: 'object',
  properties: {
    id: { type: 'string' },
    mode: { enum: ['payment', 'subscription'] },
    payment_status: { enum: ['paid', 'unpaid'] },
    amount_total: { type: ['integer', 'null'], minimum: 0, maximum: 1e7 },
    amount_paid: { type: ['integer', 'null'], minimum: 0, maximum: 1e7 },
    currency: { enum: ['usd', 'kes', 'jpy', 'bhd'] },
    customer_email: { type: ['string', 'null'], format: 'email' },
    customer_details: {
      type: ['object', 'null'],
      properties: { email: { type: ['string', 'null'], format: 'email' }, name: { type: ['string', 'null'] } },
    },
    customer_name: { type: ['string', 'null'] },
    subscription: { anyOf: [{ type: 'string' }, { type: 'object', properties: { id: { type: 'string' } } }, { type: 'null' }] },
    billing_reason: { enum: ['subscription_cycle', 'subscription_create'] },
  },
});
const stripeEvent = fc.record({
  id: fc.oneof(
    nastyString(),
    fc.uuid().map((id) => `evt_${id}`),
    edgeNumber,
  ),
  type: fc.oneof(
    fc.constantFrom('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'invoice.paid', 'customer.created'),
    nastyString(),
  ),
  data: fc.oneof(fc.record({ object: stripeObject }), fromSchema({})),
});

/**
 * Stripe's webhook: mostly events correctly signed with the test secret (so the handler reads them),
 * some with signatures stale, forged or missing, and some that are not JSON at all.
 */
export function stripeBody(secret: string, now: () => Date): fc.Arbitrary<RawBody> {
  const bytes = fc.oneof(
    { weight: 4, arbitrary: stripeEvent.map((event) => Buffer.from(JSON.stringify(event))) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 200 }).map((array) => Buffer.from(array)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '[]', 'null', '{"id":"evt_1"}', '{"id":"\\u0000"}').map((text) => Buffer.from(text)),
    },
  );
  const signing = fc.oneof(
    { weight: 4, arbitrary: fc.constant('valid' as const) },
    { weight: 1, arbitrary: fc.constantFrom('stale' as const, 'missing' as const, 'forged' as const) },
    { weight: 1, arbitrary: headerText },
  );
  const type = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', null);
  return fc.tuple(bytes, signing, type).map(([payload, sign, contentType]) => {
    const seconds = Math.floor(now().getTime() / 1000);
    const signature =
      sign === 'valid'
        ? stripeSignatureHeader(payload, secret, seconds)
        : sign === 'stale'
          ? stripeSignatureHeader(payload, secret, seconds - 3600)
          : sign === 'forged'
            ? stripeSignatureHeader(payload, 'whsec_wrong', seconds)
            : sign === 'missing'
              ? null
              : sign;
    return {
      payload,
      contentType,
      headers: signature === null ? {} : ({ 'stripe-signature': signature } as Record<string, string>),
    };
  });
}
