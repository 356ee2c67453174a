// Mobile-money payments started and never confirmed expire a day on (decision 0050): the donor's page, their giving
// history and staff's list say so in words; a charge Paystack confirms later is still counted, once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { paystackSignature, startPaystackStandIn, type PaystackStandIn } from '../testing/paystack-standin/standin.mjs';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { expireMobileMoneyPayments, PENDING_PAYMENT_MS } from './expireMobileMoneyPayments.js';

const SECRET = 'sk_test_expiry_secret';
const STARTED = new Date('2026-07-01T08:00:00.000Z');
const at = (ms: number) => new Date(STARTED.getTime() + ms);

describeOnEachBackend('abandoned mobile-money payments', (backend) => {
  const service = useTestService(backend, { settings: { siteUrl: 'https://site.example', staffEmail: 'team@example.org' } });
  let paystack: PaystackStandIn;
  beforeAll(async () => {
    paystack = await startPaystackStandIn({ secretKey: SECRET });
  });
  afterAll(() => paystack?.close());
  beforeEach(async () => {
    service.setClock(STARTED);
    service.ctx.settings.donationCurrency = 'KES';
    service.ctx.settings.paystack = { secretKey: SECRET, apiBase: paystack.base };
    await service.addUser('staff-reader', 'staff');
  });

  const begin = async (email: string, amount = 1500) => {
    const response = await service.request({
      method: 'POST',
      url: '/api/public/donations/mobile-money',
      payload: { amount, email },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { reference: string }).reference;
  };
  const deliver = (body: object) => {
    const raw = JSON.stringify(body);
    return service.request({
      method: 'POST',
      url: '/api/paystack/webhook',
      payload: raw,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(raw, SECRET) },
    });
  };
  const charge = (reference: string, amount = 150000) => ({
    event: 'charge.success',
    data: { id: 7001, status: 'success', reference, amount, currency: 'KES', channel: 'mobile_money' },
  });
  const rowOf = async (reference: string) =>
    (
      await service.rows<{ status: string; failure_reason: string | null }>(
        sql`SELECT status, failure_reason FROM donations WHERE provider_reference = ${reference}`,
      )
    )[0];
  const statusOf = async (reference: string) =>
    (await service.request({ method: 'GET', url: `/api/public/donations/mobile-money/${reference}` })).json();
  const receiptsTo = async (email: string) =>
    (await mailIn(service)).filter((mail) => mail.kind === 'donation_receipt' && mail.to === email);

  it('expires a payment still pending a day after it started, and only such payments', async () => {
    expect(PENDING_PAYMENT_MS).toBe(24 * 60 * 60 * 1000);
    const abandoned = await begin('abandoned@example.org');
    const paid = await begin('paid@example.org');
    expect((await deliver(charge(paid))).statusCode).toBe(200);
    const declined = await begin('declined@example.org');
    await service.rows(
      sql`UPDATE donations SET status = 'failed', failure_reason = 'declined' WHERE provider_reference = ${declined}`,
    );
    service.setClock(at(PENDING_PAYMENT_MS - 60 * 60_000));
    const recent = await begin('recent@example.org');

    // A minute short of a day: nothing yet.
    service.setClock(at(PENDING_PAYMENT_MS - 60_000));
    expect(await expireMobileMoneyPayments(service.ctx)).toBe(0);
    expect(await rowOf(abandoned)).toEqual({ status: 'pending', failure_reason: null });

    service.setClock(at(PENDING_PAYMENT_MS + 1));
    expect(await expireMobileMoneyPayments(service.ctx)).toBe(1);
    expect(await rowOf(abandoned)).toEqual({ status: 'failed', failure_reason: 'expired' });
    expect(await rowOf(paid)).toEqual({ status: 'succeeded', failure_reason: null });
    expect(await rowOf(declined)).toEqual({ status: 'failed', failure_reason: 'declined' });
    expect(await rowOf(recent)).toEqual({ status: 'pending', failure_reason: null });
    // Run again: nothing more.
    expect(await expireMobileMoneyPayments(service.ctx)).toBe(0);
  });

  it('the donor’s page, their giving history and staff’s list say it expired; the page no longer asks Paystack', async () => {
    const reference = await begin('wanjiru@example.org');
    service.setClock(at(PENDING_PAYMENT_MS + 60_000));
    await expireMobileMoneyPayments(service.ctx);
    paystack.requests.length = 0;
    expect(await statusOf(reference)).toEqual({
      reference,
      status: 'failed',
      failureReason: 'expired',
      amount: 1500,
      currency: 'KES',
    });
    expect(paystack.requests).toEqual([]);

    const staff = service.as('staff-reader');
    const [listed] = (await service.request({ method: 'GET', url: '/api/donations', headers: staff })).json().items;
    expect(listed).toMatchObject({ provider: 'paystack', status: 'failed', failureReason: 'expired' });
    const history = (
      await service.request({ method: 'GET', url: '/api/donors/giving?email=wanjiru%40example.org', headers: staff })
    ).json();
    expect(history.gifts).toEqual([expect.objectContaining({ provider: 'mobile_money', status: 'expired' })]);
    // Not money received: no totals.
    expect(history.totals).toEqual([]);
  });

  it('a valid charge arriving after the payment expired is counted, with one receipt, however often it comes', async () => {
    const reference = await begin('late@example.org');
    service.setClock(at(PENDING_PAYMENT_MS + 60_000));
    await expireMobileMoneyPayments(service.ctx);
    service.setClock(at(2 * PENDING_PAYMENT_MS));
    for (let delivery = 0; delivery < 3; delivery++) expect((await deliver(charge(reference))).statusCode).toBe(200);
    expect(await rowOf(reference)).toEqual({ status: 'succeeded', failure_reason: null });
    expect(await receiptsTo('late@example.org')).toHaveLength(1);
    expect((await statusOf(reference)).status).toBe('succeeded');
    // The sweep never touches it again.
    service.setClock(at(10 * PENDING_PAYMENT_MS));
    expect(await expireMobileMoneyPayments(service.ctx)).toBe(0);
    expect(await rowOf(reference)).toEqual({ status: 'succeeded', failure_reason: null });
  });

  it('a late charge for another amount is not counted: it is marked for staff to check, not left as expired', async () => {
    const reference = await begin('other-amount@example.org');
    service.setClock(at(PENDING_PAYMENT_MS + 60_000));
    await expireMobileMoneyPayments(service.ctx);
    expect((await deliver(charge(reference, 100))).statusCode).toBe(200);
    expect(await rowOf(reference)).toEqual({ status: 'failed', failure_reason: 'amount_differs' });
    expect(await receiptsTo('other-amount@example.org')).toEqual([]);
  });
});
