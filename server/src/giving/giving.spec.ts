import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIVING_HISTORY_MESSAGES } from '@sla/contract/serviceMessages';
import { verifiedAs } from '../account/testing.js';
import { donations, givingLinks, monthlyGifts, pledges } from '../db/schema.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { fakeStripe } from '../testing/fakeStripe.js';
import { linkIn, mailIn } from '../testing/outbox.js';
import { useTestService } from '../testing/useTestService.js';
import { givingTokenHash } from './givingLinks.js';
import { pdfText } from '../testing/pdfText.js';
import { textRuns } from './receiptFonts.js';
import { renderReceiptPdf } from './receiptPdf.js';

const WEBHOOK_SECRET = 'whsec_giving';
const SITE = 'https://site.example';
const DONOR = 'Ama.Owusu@Example.org';
const OTHER = 'someone@example.net';
const NOW = new Date('2026-05-10T09:00:00.000Z');

describe('receipt fonts', () => {
  it('writes African Latin letters in Noto Sans, Ge’ez and Arabic in their own fonts, and "?" for a script none has', () => {
    expect(textRuns('Ọlá Ṣàngó-Ɛ̀kɔ́, Ɓala Ɗanƙwaro, Ŋɔ, 25,50\u202f€ – Zoë', 'regular')).toEqual([
      { font: 'regular', text: 'Ọlá Ṣàngó-Ɛ̀kɔ́, Ɓala Ɗanƙwaro, Ŋɔ, 25,50\u202f€ – Zoë' },
    ]);
    expect(textRuns('Ama ሰላም ተስፋዬ', 'bold')).toEqual([
      { font: 'bold', text: 'Ama ' },
      { font: 'ethiopic', text: 'ሰላም ተስፋዬ' },
    ]);
    // Arabic words right to left: the first word ends up rightmost.
    expect(textRuns('محمد علي <m@example.org>', 'regular')).toEqual([
      { font: 'arabic', text: 'علي' },
      { font: 'regular', text: ' ' },
      { font: 'arabic', text: 'محمد' },
      { font: 'regular', text: ' <m@example.org>' },
    ]);
    expect(textRuns('王 Li', 'regular')).toEqual([{ font: 'regular', text: '? Li' }]);
  });

  it('embeds only the glyphs used: a one-gift receipt stays small whatever the script', async () => {
    const receipt = (donor: string) =>
      renderReceiptPdf(
        {
          title: 'Donation receipt',
          organisation: 'Sustainable Leaders Academy',
          registration: 'Registered charity no. 12345, Nairobi',
          facts: [
            ['Receipt number:', '000123'],
            ['Donor:', donor],
          ],
          headings: ['Date', 'Gift', 'Amount'],
          lines: [{ day: '1 March 2025', description: 'One-time gift', amount: '$25.00' }],
          totals: [['Total (USD)', '$25.00']],
          closing: ['Thank you for your support.'],
        },
        NOW,
      );
    for (const donor of ['Ama Owusu', 'Ọlá Ṣàngó-Ɛ̀kɔ́', 'ሰላም ተስፋዬ', 'محمد علي']) {
      const pdf = await receipt(donor);
      expect(pdf.length, donor).toBeLessThan(20_000);
      expect(pdfText(pdf).notdef, donor).toBe(0);
    }
  });
});

describeOnEachBackend('giving history, receipts and monthly gifts', (backend) => {
  const service = useTestService(backend, {
    settings: { siteUrl: SITE, staffEmail: 'team@example.org' },
    corsOrigins: ['https://portal.example'],
  });
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    stripe = await fakeStripe();
  });
  afterAll(() => stripe?.close());

  const gift = (email: string, at: string, amountMinor: number, extra: Partial<typeof donations.$inferInsert> = {}) => ({
    id: randomUUID(),
    stripeEventId: `evt_${randomUUID()}`,
    frequency: 'once' as const,
    renewal: false,
    amountMinor,
    currency: 'USD',
    email,
    name: 'Ama Owusu',
    createdAt: new Date(at),
    ...extra,
  });
  let mine: { id: string }[];
  let theirs: { id: string };

  beforeEach(async () => {
    stripe.calls.length = 0;
    service.setClock(NOW);
    service.ctx.settings.receiptDetails = 'Registered charity no. 12345, Nairobi';
    service.ctx.settings.stripe = { secretKey: 'sk_test_1', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.base };
    mine = await service.database.db
      .insert(donations)
      .values([
        gift(DONOR, '2025-03-01T10:00:00Z', 2500),
        gift(DONOR.toLowerCase(), '2026-01-15T10:00:00Z', 1000, {
          frequency: 'monthly',
          stripeSubscriptionId: 'sub_ama',
        }),
        gift(DONOR, '2026-02-15T10:00:00Z', 1000, { frequency: 'monthly', renewal: true, stripeSubscriptionId: 'sub_ama' }),
      ])
      .returning({ id: donations.id });
    theirs = (
      await service.database.db
        .insert(donations)
        .values(gift(OTHER, '2026-01-20T10:00:00Z', 9900))
        .returning()
    )[0]!;
    await service.database.db.insert(pledges).values({
      id: randomUUID(),
      name: 'Ama',
      email: DONOR,
      frequency: 'once',
      amountMinor: 5000,
      currency: 'USD',
      createdAt: new Date('2026-04-01T10:00:00Z'),
    });
    await service.database.db.insert(monthlyGifts).values({
      subscriptionId: 'sub_ama',
      email: DONOR,
      emailKey: DONOR.toLowerCase(),
      amountMinor: 1000,
      currency: 'USD',
      status: 'active',
      stripeCustomerId: 'cus_ama',
      startedAt: new Date('2026-01-15T10:00:00Z'),
      updatedAt: new Date('2026-01-15T10:00:00Z'),
    });
  });

  /** A signed-in account whose address the identity provider verified (Ama's: her donor address). */
  const signedIn = (uid: string) => verifiedAs(uid, uid === 'ama' ? DONOR : `${uid}@example.org`);
  const askForLink = (email: string, ip = '10.0.0.1') =>
    service.request({ method: 'POST', url: '/api/public/giving/link', payload: { email }, remoteAddress: ip });
  const tokenFromMail = async (to: string) => {
    const mail = (await mailIn(service))
      .filter((m) => m.kind === 'giving_link' && m.to.toLowerCase() === to.toLowerCase())
      .at(-1)!;
    return linkIn(mail.text, '/giving/').split('/giving/')[1]!;
  };

  it('answers a request for a link the same whether or not the address has given, and mails only a donor', async () => {
    const donor = await askForLink('ama.owusu@example.org');
    const stranger = await askForLink('nobody@example.org', '10.0.0.2');
    expect(donor.statusCode).toBe(202);
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json()).toEqual(donor.json());
    expect(donor.json().message).toBe(GIVING_HISTORY_MESSAGES.linkSent);
    const mails = (await mailIn(service)).filter((m) => m.kind === 'giving_link');
    expect(mails.map((m) => m.to)).toEqual(['ama.owusu@example.org']);
    // Only the hash is kept.
    const token = await tokenFromMail(DONOR);
    const stored = await service.rows(sql`SELECT token_hash, email_key FROM giving_links`);
    expect(stored).toEqual([{ token_hash: givingTokenHash(token), email_key: 'ama.owusu@example.org' }]);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('refuses a badly typed address with 400 and the field named', async () => {
    const response = await askForLink('not an address');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['email']);
  });

  it('shows a mobile-money payment as pending or failed until it is paid, and counts and receipts only paid gifts', async () => {
    const [pending, failed] = await service.database.db
      .insert(donations)
      .values([
        gift(DONOR, '2026-05-01T10:00:00Z', 4000, {
          stripeEventId: null,
          provider: 'paystack',
          status: 'pending',
          providerReference: 'mm_pending',
        }),
        gift(DONOR, '2026-05-02T10:00:00Z', 7000, {
          stripeEventId: null,
          provider: 'paystack',
          status: 'failed',
          failureReason: 'declined',
          providerReference: 'mm_failed',
        }),
      ])
      .returning({ id: donations.id });
    await askForLink(DONOR);
    const token = await tokenFromMail(DONOR);
    const history = (await service.request({ method: 'GET', url: `/api/public/giving/${token}` })).json();
    const shown = (id: string) => history.gifts.find((g: { id: string }) => g.id === id);
    expect(shown(pending!.id)).toMatchObject({ provider: 'mobile_money', status: 'pending' });
    expect(shown(failed!.id)).toMatchObject({ provider: 'mobile_money', status: 'failed' });
    expect(shown(mine[0]!.id)).toMatchObject({ provider: 'card', status: 'paid' });
    expect(history.totals).toEqual(expect.arrayContaining([{ year: 2026, currency: 'USD', amount: 20 }]));
    const receipt = await service.request({ method: 'GET', url: `/api/public/giving/${token}/receipt?gift=${pending!.id}` });
    expect(receipt.statusCode).toBe(404);
  });

  it('opens the history from the link: every gift and pledge newest first, the monthly gift, totals by year', async () => {
    await askForLink(DONOR);
    const token = await tokenFromMail(DONOR);
    const response = await service.request({ method: 'GET', url: `/api/public/giving/${token}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const history = response.json();
    expect(history.gifts.map((g: { id: string }) => g.id)).toEqual([mine[2]!.id, mine[1]!.id, mine[0]!.id]);
    expect(history.gifts[0]).toMatchObject({ amount: 10, currency: 'USD', frequency: 'monthly', renewal: true, status: 'paid' });
    expect(history.pledges).toHaveLength(1);
    expect(history.monthly).toEqual([
      expect.objectContaining({ id: 'sub_ama', amount: 10, status: 'active', paymentFailing: false }),
    ]);
    expect(history.canManageMonthly).toBe(true);
    expect(history.totals).toEqual(
      expect.arrayContaining([
        { year: 2026, currency: 'USD', amount: 20 },
        { year: 2025, currency: 'USD', amount: 25 },
      ]),
    );
    expect(JSON.stringify(history)).not.toContain(theirs.id);
  });

  it('refuses an unknown, malformed or expired link with the same 404', async () => {
    await askForLink(DONOR);
    const token = await tokenFromMail(DONOR);
    const open = (t: string) => service.request({ method: 'GET', url: `/api/public/giving/${t}` });
    const unknown = await open('A'.repeat(43));
    const malformed = await open('short');
    service.setClock(new Date(NOW.getTime() + 72 * 3600_000 + 1000));
    const expired = await open(token);
    for (const response of [unknown, malformed, expired]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(GIVING_HISTORY_MESSAGES.badLink);
    }
  });

  it('makes a PDF receipt for one gift and for a range, each with a new number, and refuses someone else’s gift', async () => {
    await askForLink(DONOR);
    const token = await tokenFromMail(DONOR);
    const receipt = (query: string) => service.request({ method: 'GET', url: `/api/public/giving/${token}/receipt?${query}` });
    const one = await receipt(`gift=${mine[0]!.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.headers['content-type']).toBe('application/pdf');
    expect(one.body.slice(0, 5)).toBe('%PDF-');
    const year = await receipt('from=2026-01-01&to=2026-12-31');
    expect(year.statusCode).toBe(200);
    const issued = await service.rows(
      sql`SELECT number, donation_id, from_day::text AS from_day, gift_count FROM giving_receipts ORDER BY number`,
    );
    expect(issued).toHaveLength(2);
    // Named after the number printed on it, and for a range its days.
    const numbers = issued.map((row) => String(row.number).padStart(6, '0'));
    expect(pdfText(one.rawPayload).lines).toContain(`Receipt number: ${numbers[0]}`);
    expect(one.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${numbers[0]}.pdf"; filename*=UTF-8''receipt-${numbers[0]}.pdf`,
    );
    expect(year.headers['content-disposition']).toBe(
      `attachment; filename="receipt-${numbers[1]}-2026-01-01-to-2026-12-31.pdf"; ` +
        `filename*=UTF-8''receipt-${numbers[1]}-2026-01-01-to-2026-12-31.pdf`,
    );
    expect(Number(issued[1].number)).toBeGreaterThan(Number(issued[0].number));
    expect(issued[1]).toMatchObject({ donation_id: null, from_day: '2026-01-01', gift_count: 2 });

    // Someone else's gift: the same 404 as a gift that does not exist, and no number is used.
    const stolen = await receipt(`gift=${theirs.id}`);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.message).toBe(GIVING_HISTORY_MESSAGES.noSuchGift);
    expect(await service.count(sql`SELECT count(*) AS n FROM giving_receipts`)).toBe(2);
    const empty = await receipt('from=2024-01-01&to=2024-12-31');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().error.message).toBe(GIVING_HISTORY_MESSAGES.noGiftsInRange);
    for (const bad of ['', 'from=2026-01-01', 'from=2026-02-30&to=2026-03-01', 'from=2026-03-01&to=2026-01-01', 'gift=x'])
      expect((await receipt(bad)).statusCode, bad).toBe(400);
    // In French, the name is too.
    const french = await service.request({
      method: 'GET',
      url: `/api/public/giving/${token}/receipt?from=2026-01-01&to=2026-12-31`,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.headers['content-disposition']).toMatch(/^attachment; filename="recu-\d{6}-du-2026-01-01-au-2026-12-31\.pdf"/);
  });

  it('prints the donor’s name in the letters it was given in: Yoruba, Akan and Hausa letters, Ge’ez', async () => {
    await service.addUser('kwame', 'staff');
    const names = { 'ola@example.org': 'Ọlá Ṣàngó-Ɛ̀kɔ́', 'bala@example.org': 'Ɓala Ɗanƙwaro', 'selam@example.org': 'ሰላም ተስፋዬ' };
    for (const [email, name] of Object.entries(names)) {
      const [given] = await service.database.db
        .insert(donations)
        .values(gift(email, '2026-03-01T10:00:00Z', 2500, { name }))
        .returning({ id: donations.id });
      const response = await service.request({
        method: 'GET',
        url: `/api/donors/giving/receipt?email=${encodeURIComponent(email)}&gift=${given!.id}`,
        headers: service.as('kwame'),
      });
      expect(response.statusCode, response.body).toBe(200);
      const text = pdfText(response.rawPayload);
      expect(text.lines).toContain(`Donor: ${name} <${email}>`);
      expect(text.notdef).toBe(0);
    }
  });

  it('lets a portal on another allowed origin read a download’s name', async () => {
    const response = await service.request({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://portal.example' },
    });
    expect(response.headers['access-control-expose-headers']).toBe('content-disposition');
  });

  it('never gives two receipts the same number, however many are asked for at once', async () => {
    await askForLink(DONOR);
    const token = await tokenFromMail(DONOR);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        service.request({ method: 'GET', url: `/api/public/giving/${token}/receipt?gift=${mine[0]!.id}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const names = answers.map((a) => a.headers['content-disposition']);
    expect(new Set(names).size).toBe(12);
    const numbers = await service.rows(sql`SELECT number FROM giving_receipts`);
    expect(new Set(numbers.map((row) => String(row.number))).size).toBe(12);
  });

  it('shows an account the gifts of its address only once the address is verified; another address is another history', async () => {
    await service.addUser('ama', 'alumni', { email: 'ama.owusu@example.org' });
    // Signed up with Ama's address but never confirmed it: refused, told how to confirm or to ask for a link instead.
    const unconfirmed = (method: 'GET' | 'DELETE', url: string) =>
      service.request({ method, url: `/api/users/me/giving${url}`, headers: service.as('ama', 'ama.owusu@example.org') });
    for (const [method, url] of [
      ['GET', ''],
      ['GET', `/receipt?gift=${mine[0]!.id}`],
      ['DELETE', '/monthly/sub_ama'],
    ] as const) {
      const answer = await unconfirmed(method, url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().error.message).toBe(GIVING_HISTORY_MESSAGES.confirmAddress);
    }
    expect(await service.rows(sql`SELECT status FROM monthly_gifts`)).toEqual([{ status: 'active' }]);
    expect(await service.count(sql`SELECT count(*) AS n FROM giving_receipts`)).toBe(0);
    // Verified, in whatever case: the address's whole history.
    const verified = await service.request({
      method: 'GET',
      url: '/api/users/me/giving',
      headers: verifiedAs('ama', 'AMA.OWUSU@example.org'),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().gifts).toHaveLength(3);
    // Signed in with another (verified) address: that address's gifts, not those given as a guest with the first.
    await service.addUser('ama-work', 'alumni', { email: 'ama@work.example' });
    const other = await service.request({
      method: 'GET',
      url: '/api/users/me/giving',
      headers: verifiedAs('ama-work', 'ama@work.example'),
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ gifts: [], pledges: [], monthly: [] });
  });

  it('shows the signed-in donor their account address’s history and staff a donor’s page, with receipts', async () => {
    await service.addUser('ama', 'alumni', { email: 'ama.owusu@example.org' });
    await service.addUser('kwame', 'staff');
    const mineAnswer = await service.request({ method: 'GET', url: '/api/users/me/giving', headers: signedIn('ama') });
    expect(mineAnswer.statusCode).toBe(200);
    expect(mineAnswer.json().gifts).toHaveLength(3);
    const staffAnswer = await service.request({
      method: 'GET',
      url: `/api/donors/giving?email=${encodeURIComponent(DONOR)}`,
      headers: service.as('kwame'),
    });
    expect(staffAnswer.statusCode).toBe(200);
    expect(staffAnswer.json()).toMatchObject({ canManageMonthly: false });
    expect(staffAnswer.json().gifts).toHaveLength(3);
    const staffReceipt = await service.request({
      method: 'GET',
      url: `/api/donors/giving/receipt?email=${encodeURIComponent(DONOR)}&gift=${mine[1]!.id}`,
      headers: service.as('kwame'),
    });
    expect(staffReceipt.statusCode).toBe(200);
    // The signed-in donor asking for another address's gift: 404, as by link.
    const stolen = await service.request({
      method: 'GET',
      url: `/api/users/me/giving/receipt?gift=${theirs.id}`,
      headers: signedIn('ama'),
    });
    expect(stolen.statusCode).toBe(404);
    // Signed in, the donor changes and stops their own monthly gift; another account cannot reach it.
    const own = (method: 'PUT' | 'DELETE', uid: string, payload?: object) =>
      service.request({
        method,
        url: '/api/users/me/giving/monthly/sub_ama',
        headers: signedIn(uid),
        ...(payload ? { payload } : {}),
      });
    expect((await own('PUT', 'kwame', { amount: 12 })).statusCode).toBe(404);
    const changed = await own('PUT', 'ama', { amount: 12 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: 'sub_ama', amount: 12, status: 'active' });
    expect((await own('DELETE', 'kwame')).statusCode).toBe(404);
    const stopped = await own('DELETE', 'ama');
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ id: 'sub_ama', status: 'stopped' });
  });

  it('changes a monthly gift’s amount at Stripe and here, then stops it; someone else cannot', async () => {
    await askForLink(DONOR);
    const token = await tokenFromMail(DONOR);
    const change = (amount: unknown, t = token) =>
      service.request({ method: 'PUT', url: `/api/public/giving/${t}/monthly/sub_ama`, payload: { amount } });
    const changed = await change(15);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ amount: 15, status: 'active' });
    const update = stripe.calls.find((call) => call.method === 'POST' && call.url === '/v1/subscriptions/sub_ama')!;
    expect(update.form.get('items[0][id]')).toBe('si_sub_ama');
    expect(update.form.get('items[0][price_data][unit_amount]')).toBe('1500');
    expect(update.form.get('items[0][price_data][product]')).toBe('prod_gift');
    expect(update.form.get('proration_behavior')).toBe('none');
    expect((await change(15)).statusCode).toBe(409);
    expect((await change(0.5)).statusCode).toBe(400);

    // Stripe failing: 503 in words, the amount unchanged.
    stripe.failOnce();
    const failed = await change(20);
    expect(failed.statusCode).toBe(503);
    expect((await service.rows(sql`SELECT amount_minor::int AS amount_minor FROM monthly_gifts`))[0].amount_minor).toBe(1500);

    // Another donor's link reaches no monthly gift of Ama's.
    await service.database.db.insert(donations).values(gift(OTHER, '2026-01-21T10:00:00Z', 100));
    await askForLink(OTHER, '10.0.0.9');
    const otherToken = await tokenFromMail(OTHER);
    expect((await change(30, otherToken)).statusCode).toBe(404);
    expect(
      (await service.request({ method: 'DELETE', url: `/api/public/giving/${otherToken}/monthly/sub_ama` })).statusCode,
    ).toBe(404);

    const stopped = await service.request({ method: 'DELETE', url: `/api/public/giving/${token}/monthly/sub_ama` });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'stopped', stoppedAt: NOW.toISOString() });
    expect(stripe.calls.some((call) => call.method === 'DELETE' && call.url === '/v1/subscriptions/sub_ama')).toBe(true);
    expect((await change(30)).statusCode).toBe(409);
  });

  it('without Stripe set up, the donor sees the monthly gift but cannot change it (503 in words)', async () => {
    service.ctx.settings.stripe = null;
    await askForLink(DONOR);
    const token = await tokenFromMail(DONOR);
    expect((await service.request({ method: 'GET', url: `/api/public/giving/${token}` })).json().canManageMonthly).toBe(false);
    const refused = await service.request({
      method: 'PUT',
      url: `/api/public/giving/${token}/monthly/sub_ama`,
      payload: { amount: 12 },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(GIVING_HISTORY_MESSAGES.paymentsOff);
  });

  describe('Stripe’s events about monthly gifts', () => {
    const deliver = (event: object) => {
      const body = JSON.stringify(event);
      return service.request({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: WEBHOOK_SECRET,
            timestamp: Math.floor(NOW.getTime() / 1000),
          }),
        },
      });
    };

    it('tells the donor once when a payment fails (a replay sends nothing more) and clears it when one is paid', async () => {
      const failed = {
        id: 'evt_failed_1',
        type: 'invoice.payment_failed',
        data: { object: { id: 'in_1', subscription: 'sub_ama', customer_email: DONOR, next_payment_attempt: 1778400000 } },
      };
      expect((await deliver(failed)).statusCode).toBe(200);
      expect((await deliver(failed)).statusCode).toBe(200);
      const mails = (await mailIn(service)).filter((m) => m.kind === 'monthly_payment_failed');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: DONOR, subject: 'Your monthly gift could not be paid' });
      expect(mails[0]!.text).toContain('$10');
      expect(mails[0]!.text).toContain(`${SITE}/giving`);
      expect((await service.rows(sql`SELECT payment_failing FROM monthly_gifts`))[0].payment_failing).toBe(true);
      await deliver({
        id: 'evt_paid_2',
        type: 'invoice.paid',
        data: {
          object: {
            id: 'in_2',
            billing_reason: 'subscription_cycle',
            subscription: 'sub_ama',
            amount_paid: 1000,
            currency: 'usd',
            customer_email: DONOR,
          },
        },
      });
      expect((await service.rows(sql`SELECT payment_failing FROM monthly_gifts`))[0].payment_failing).toBe(false);
    });

    it('tells the donor before their card expires, and records a monthly gift started and one stopped at Stripe', async () => {
      await deliver({
        id: 'evt_expiring',
        type: 'customer.source.expiring',
        data: { object: { id: 'card_1', object: 'card', customer: 'cus_ama', exp_month: 5, exp_year: 2026, last4: '4242' } },
      });
      const [expiring] = (await mailIn(service)).filter((m) => m.kind === 'monthly_card_expiring');
      expect(expiring).toMatchObject({ to: DONOR });
      expect(expiring!.text).toContain('4242');
      expect(expiring!.text).toContain('05/2026');

      await deliver({
        id: 'evt_new_monthly',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: 'cs_2',
            mode: 'subscription',
            payment_status: 'paid',
            amount_total: 700,
            currency: 'usd',
            subscription: 'sub_new',
            customer: 'cus_new',
            customer_details: { email: 'New@Example.org' },
            metadata: { locale: 'fr' },
          },
        },
      });
      expect(
        await service.rows(
          sql`SELECT subscription_id, email_key, amount_minor::int AS amount_minor, locale, status FROM monthly_gifts WHERE subscription_id = 'sub_new'`,
        ),
      ).toEqual([
        { subscription_id: 'sub_new', email_key: 'new@example.org', amount_minor: 700, locale: 'fr', status: 'active' },
      ]);
      await deliver({
        id: 'evt_deleted',
        type: 'customer.subscription.deleted',
        data: { object: { id: 'sub_new', object: 'subscription' } },
      });
      expect((await service.rows(sql`SELECT status FROM monthly_gifts WHERE subscription_id = 'sub_new'`))[0].status).toBe(
        'stopped',
      );
    });
  });

  it('keeps only a hash of each link', async () => {
    await askForLink(DONOR);
    const rows = await service.database.db.select().from(givingLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
