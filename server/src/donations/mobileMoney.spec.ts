// Mobile money through Paystack (decision 0050), against the local stand-in of Paystack's documented API
// (server/src/testing/paystack-standin): started, pending, confirmed only by a signed charge.success for the amount asked, once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { GIVING_MESSAGES } from '@sla/contract/serviceMessages';
import { paystackSignature, startPaystackStandIn, type PaystackStandIn } from '../testing/paystack-standin/standin.mjs';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { BAD_PAYSTACK_SIGNATURE, NO_PAYSTACK_SIGNATURE, UNREADABLE_PAYSTACK_EVENT } from './paystack/verifiedPaystackEvent.js';
import { MOBILE_MONEY_UNAVAILABLE } from './paystack/paystackApi.js';

const SECRET = 'sk_test_standin_secret';
const SITE = 'https://site.example';

describeOnEachBackend('mobile money through Paystack', (backend) => {
  const service = useTestService(backend, { settings: { siteUrl: SITE, staffEmail: 'team@example.org' } });
  let paystack: PaystackStandIn;
  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
  });
  afterAll(() => paystack?.close());
  beforeEach(async () => {
    paystack.requests.length = 0;
    service.setClock(null);
    service.ctx.settings.donationCurrency = 'KES';
    service.ctx.settings.paystack = { secretKey: SECRET, apiBase: paystack.base };
    await service.addUser('staff-reader', 'staff');
  });

  const start = (payload: object, headers: Record<string, string> = {}) =>
    service.request({ method: 'POST', url: '/api/public/donations/mobile-money', payload, headers });
  const statusOf = (reference: string) =>
    service.request({ method: 'GET', url: `/api/public/donations/mobile-money/${reference}` });
  /** Delivers a webhook as Paystack would: the raw JSON, signed with the secret key (or another, or a given header). */
  const deliver = (body: object | string, options: { secret?: string; signature?: string | null } = {}) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const signature = options.signature === undefined ? paystackSignature(raw, options.secret ?? SECRET) : options.signature;
    return service.request({
      method: 'POST',
      url: '/api/paystack/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-paystack-signature': signature }) },
    });
  };
  const begin = async (amount = 1500, email = 'wanjiru@example.org') => {
    const response = await start({ amount, email }, { 'accept-language': 'fr' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { url: string; reference: string };
  };
  const rowOf = async (reference: string) =>
    (
      await service.rows<{
        status: string;
        failure_reason: string | null;
        provider: string;
        provider_transaction_id: string | null;
      }>(
        sql`SELECT status, failure_reason, provider, provider_transaction_id FROM donations WHERE provider_reference = ${reference}`,
      )
    )[0];
  const receipts = async () => (await mailIn(service)).filter((mail) => mail.kind === 'donation_receipt');

  it('tells the Donate page mobile money is on only with a Paystack key and a currency Paystack takes', async () => {
    const config = async () => (await service.request({ method: 'GET', url: '/api/public/donations/config' })).json();
    expect((await config()).mobileMoneyEnabled).toBe(true);
    service.ctx.settings.donationCurrency = 'JPY';
    expect((await config()).mobileMoneyEnabled).toBe(false);
    expect((await start({ amount: 10, email: 'a@example.org' })).json().error.message).toBe(GIVING_MESSAGES.mobileMoneyCurrency);
    service.ctx.settings.donationCurrency = 'KES';
    service.ctx.settings.paystack = null;
    expect((await config()).mobileMoneyEnabled).toBe(false);
    const off = await start({ amount: 10, email: 'a@example.org' });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(GIVING_MESSAGES.noMobileMoney);
  });

  it("starts a payment through Paystack's documented initialize call and records it as pending", async () => {
    const { url, reference } = await begin(1500.5);
    expect(reference).toMatch(/^mm_[0-9a-f]{32}$/);
    expect(url).toMatch(new RegExp(`^${paystack.base}/pay/`));
    const [call] = paystack.requests;
    expect(call).toMatchObject({ method: 'POST', path: '/transaction/initialize' });
    expect(call!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(call!.body)).toEqual({
      email: 'wanjiru@example.org',
      amount: 150050,
      currency: 'KES',
      reference,
      callback_url: `${SITE}/fr/donate?paid=mobile_money`,
      channels: ['mobile_money'],
      metadata: { locale: 'fr' },
    });
    expect((await statusOf(reference)).json()).toEqual({
      reference,
      status: 'pending',
      failureReason: null,
      amount: 1500.5,
      currency: 'KES',
    });
    const [listed] = (await service.request({ method: 'GET', url: '/api/donations', headers: service.as('staff-reader') })).json()
      .items;
    expect(listed).toMatchObject({ provider: 'paystack', status: 'pending', amount: 1500.5, email: 'wanjiru@example.org' });
    // Pending payments are not gifts yet on the dashboard.
    const figures = (
      await service.request({ method: 'GET', url: '/api/admin/dashboard', headers: service.as('staff-reader') })
    ).json();
    if (figures.giving) expect(figures.giving.donations.count).toBe(0);
  });

  it('confirms a payment once, with one receipt in the donor’s language, however often or concurrently the event comes', async () => {
    const { reference } = await begin();
    const event = await paystack.settle(reference, { outcome: 'success', deliverEvent: false });
    const answers = await Promise.all(Array.from({ length: 8 }, () => deliver(event!)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(answers.filter((answer) => answer.json().recorded)).toHaveLength(1);
    // Replayed later, word for word: nothing changes.
    expect((await deliver(event!)).json()).toEqual({ received: true, recorded: false });
    expect(await rowOf(reference)).toMatchObject({ status: 'succeeded', provider: 'paystack' });
    expect((await rowOf(reference))!.provider_transaction_id).toMatch(/^\d+$/);
    const sent = await receipts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'wanjiru@example.org' });
    expect(sent[0]!.text).toMatch(/1[\s\u202f]500[,.]?0*\s?(Ksh|KES)/);
    expect((await statusOf(reference)).json()).toMatchObject({ status: 'succeeded', failureReason: null });
  });

  it('refuses an event with a wrong, missing or malformed signature, or a body changed after signing, changing nothing', async () => {
    const { reference } = await begin();
    const event = paystack.chargeSuccess(reference, { status: 'success' });
    const raw = JSON.stringify(event);
    for (const [options, message] of [
      [{ secret: 'sk_test_someone_else' }, BAD_PAYSTACK_SIGNATURE],
      [{ signature: null }, NO_PAYSTACK_SIGNATURE],
      [{ signature: 'abc' }, BAD_PAYSTACK_SIGNATURE],
      [{ signature: paystackSignature(raw, SECRET).toUpperCase().slice(0, 64) }, BAD_PAYSTACK_SIGNATURE],
    ] as const) {
      const answer = await deliver(event, options);
      expect(answer.statusCode, JSON.stringify(options)).toBe(400);
      expect(answer.json().error.message).toBe(message);
    }
    const tampered = await deliver(raw.replace('"amount":150000', '"amount":1'), { signature: paystackSignature(raw, SECRET) });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe(BAD_PAYSTACK_SIGNATURE);
    const notJson = await deliver('not json');
    expect(notJson.json().error.message).toBe(UNREADABLE_PAYSTACK_EVENT);
    expect(await rowOf(reference)).toMatchObject({ status: 'pending' });
    expect(await receipts()).toEqual([]);
  });

  it('never counts a charge for another amount or currency: failed, in words, and a later correct event cannot undo it', async () => {
    const { reference } = await begin(1500);
    const less = await paystack.settle(reference, { outcome: 'success', amount: 100, deliverEvent: false });
    expect((await deliver(less!)).json()).toEqual({ received: true, recorded: false });
    expect(await rowOf(reference)).toMatchObject({ status: 'failed', failure_reason: 'amount_differs' });
    expect((await statusOf(reference)).json()).toMatchObject({ status: 'failed', failureReason: 'amount_differs' });
    expect((await deliver(paystack.chargeSuccess(reference))).json().recorded).toBe(false);
    expect(await rowOf(reference)).toMatchObject({ status: 'failed', failure_reason: 'amount_differs' });

    const second = await begin(1500);
    const otherCurrency = paystack.chargeSuccess(second.reference, { status: 'success', currency: 'GHS' });
    expect((await deliver(otherCurrency)).json().recorded).toBe(false);
    expect(await rowOf(second.reference)).toMatchObject({ status: 'failed', failure_reason: 'amount_differs' });
    expect(await receipts()).toEqual([]);
  });

  it('shows a declined payment as failed (from Paystack’s verify), and counts it if the network pays after all', async () => {
    const { reference } = await begin();
    // Still on the phone: pending, and Paystack is asked at most every few seconds.
    expect((await statusOf(reference)).json().status).toBe('pending');
    await paystack.settle(reference, { outcome: 'failed' });
    expect((await statusOf(reference)).json().status).toBe('pending');
    service.setClock(new Date(Date.now() + 6_000));
    expect((await statusOf(reference)).json()).toMatchObject({ status: 'failed', failureReason: 'declined' });
    // Out of order: the network's success arrives after Paystack had said declined. The money came: it counts.
    expect((await deliver(paystack.chargeSuccess(reference, { status: 'success' }))).json().recorded).toBe(true);
    expect((await statusOf(reference)).json()).toMatchObject({ status: 'succeeded', failureReason: null });
    expect(await receipts()).toHaveLength(1);
  });

  it('never marks failed a payment the webhook confirmed, nor succeeded one only verify says is paid', async () => {
    const { reference } = await begin();
    await paystack.settle(reference, { outcome: 'success', deliverEvent: false });
    service.setClock(new Date(Date.now() + 6_000));
    // Verify says success, but only the signed webhook confirms.
    expect((await statusOf(reference)).json().status).toBe('pending');
    expect((await deliver(paystack.chargeSuccess(reference))).json().recorded).toBe(true);
    // Out of order: a stale "failed" from Paystack after the success changes nothing.
    paystack.transactions.get(reference)!.status = 'failed';
    service.setClock(new Date(Date.now() + 60_000));
    expect((await statusOf(reference)).json().status).toBe('succeeded');
  });

  it('acknowledges events that are not successful charges of ours, recording nothing', async () => {
    for (const event of [
      { event: 'transfer.success', data: { reference: 'x', amount: 100 } },
      { event: 'charge.success', data: { status: 'success', reference: 'someone-elses', amount: 100, currency: 'KES' } },
      { event: 'charge.success', data: { status: 'failed', reference: 'mm_x', amount: 100 } },
      { event: 'charge.success', data: { status: 'success', reference: 'mm_x', amount: 1.5 } },
      { nothing: true },
    ]) {
      const answer = await deliver(event);
      expect(answer.statusCode, JSON.stringify(event)).toBe(200);
      expect(answer.json()).toEqual({ received: true, recorded: false });
    }
  });

  it('answers a plain 503 when Paystack refuses or cannot be reached, and marks the payment as not started', async () => {
    service.ctx.settings.paystack = { secretKey: 'sk_wrong', apiBase: paystack.base };
    const refused = await start({ amount: 10, email: 'a@example.org' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(MOBILE_MONEY_UNAVAILABLE);
    expect(refused.body).not.toContain('sk_wrong');
    service.ctx.settings.paystack = { secretKey: SECRET, apiBase: 'http://127.0.0.1:9' };
    expect((await start({ amount: 10, email: 'a@example.org' })).statusCode).toBe(503);
    const rows = await service.rows<{ status: string; failure_reason: string }>(
      sql`SELECT status, failure_reason FROM donations`,
    );
    expect(rows).toEqual([
      { status: 'failed', failure_reason: 'not_started' },
      { status: 'failed', failure_reason: 'not_started' },
    ]);
  });

  it.each([
    [{ amount: 0.5, email: 'a@example.org' }, { amount: 'Give at least 1.' }],
    [{ amount: 25 }, { email: expect.any(String) }],
    [
      { amount: 'lots', email: 'nope' },
      { amount: 'Enter an amount, like 25.', email: 'Enter an e-mail address like name@example.com.' },
    ],
  ])('refuses %j with 400 and field messages, calling Paystack never', async (payload, fieldErrors) => {
    const response = await start(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual(fieldErrors);
    expect(paystack.requests).toEqual([]);
  });

  it('answers 400 for a reference that is not one of ours and 404 for an unknown one, never caching either', async () => {
    const bad = await statusOf('..%2Fetc');
    expect(bad.statusCode).toBe(400);
    const unknown = await statusOf(`mm_${'0'.repeat(32)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(GIVING_MESSAGES.unknownPayment);
    const { reference } = await begin();
    expect((await statusOf(reference)).headers['cache-control']).toBe('no-store');
  });
});
