import { createServer } from 'node:http';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../siteSettings.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { mailIn } from '../testing/outbox.js';
import { fakeStripe } from '../testing/fakeStripe.js';
import { useTestService } from '../testing/useTestService.js';
import { NO_ONLINE_PAYMENTS } from './createCheckout.js';
import { PAYMENTS_UNAVAILABLE } from './stripe/createCheckoutSession.js';
import { BAD_SIGNATURE, SIGNED_TOO_LONG_AGO, UNREADABLE_EVENT } from './stripe/verifiedStripeEvent.js';
import { PLEDGE_MESSAGE } from './recordPledge.js';

const WEBHOOK_SECRET = 'whsec_test';
/** The Stripe-Signature header Stripe would send, made by the SDK's own test helper. */
const stripeSignatureHeader = (payload: string, secret: string, timestamp: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
const SITE = 'https://site.example';

describeOnEachBackend('donations and pledges', (backend) => {
  const service = useTestService(backend, { settings: { siteUrl: SITE, staffEmail: 'team@example.org' } });
  let stripe: Awaited<ReturnType<typeof fakeStripe>>;
  beforeAll(async () => {
    stripe = await fakeStripe();
  });
  // Registered after useTestService's, so (after hooks run in reverse) Stripe closes before the service.
  afterAll(() => stripe?.close());
  beforeEach(async () => {
    stripe.calls.length = 0;
    service.setClock(null);
    service.ctx.settings.donationCurrency = 'USD';
    service.ctx.settings.stripe = { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.base };
    await service.addUser('staff-reader', 'staff');
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    service.request({ method: 'POST', url, payload: payload as object, headers });
  const staffGet = (url: string) => service.request({ method: 'GET', url, headers: service.as('staff-reader') });

  /** Delivers an event to the webhook as Stripe would: raw JSON, signed now. */
  const deliver = (event: object, options: { secret?: string; body?: string; signedAt?: number } = {}) => {
    const body = options.body ?? JSON.stringify(event, null, 2);
    const signedAt = options.signedAt ?? Math.floor(Date.now() / 1000);
    return service.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: body,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': stripeSignatureHeader(body, options.secret ?? WEBHOOK_SECRET, signedAt),
      },
    });
  };
  const completed = (id: string, extra: object = {}) => ({
    id,
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${id}`,
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 2550,
        currency: 'usd',
        customer_details: { email: 'giver@example.org', name: 'Kofi Boateng' },
        ...extra,
      },
    },
  });
  const donationCount = () => service.count(sql`SELECT count(*) AS n FROM donations`);

  it('tells the Donate page the currency, presets and whether card payment is on', async () => {
    expect((await service.request({ method: 'GET', url: '/api/public/donations/config' })).json()).toEqual({
      currency: 'USD',
      decimals: 2,
      presets: [10, 25, 50, 100],
      mobileMoneyPresets: [10, 25, 50, 100],
      minAmount: 1,
      maxAmount: 100000,
      stripeEnabled: true,
      mobileMoneyEnabled: false,
    });
    service.ctx.settings.stripe = null;
    expect((await service.request({ method: 'GET', url: '/api/public/donations/config' })).json().stripeEnabled).toBe(false);
  });

  it('creates a one-time Checkout Session with a form-encoded request to Stripe, and returns its URL', async () => {
    const response = await post('/api/public/donations/checkout', {
      amount: 25.5,
      frequency: 'once',
      email: 'giver@example.org',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    const [call] = stripe.calls;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/checkout/sessions' });
    expect(call!.headers.authorization).toBe('Bearer sk_test_123');
    expect(call!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call!.form)).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2550',
      'line_items[0][price_data][product_data][name]': 'Gift to Scientist-Leaders Africa',
      success_url: `${SITE}/donate?thanks=1&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/donate`,
      customer_email: 'giver@example.org',
      submit_type: 'donate',
      'metadata[frequency]': 'once',
      'metadata[locale]': 'en',
    });
    expect(await donationCount()).toBe(0);
  });

  it('creates a monthly subscription Checkout with a recurring price', async () => {
    expect((await post('/api/public/donations/checkout', { amount: '10', frequency: 'monthly', email: '' })).statusCode).toBe(
      200,
    );
    const form = Object.fromEntries(stripe.calls[0]!.form);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '1000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[metadata][frequency]': 'monthly',
    });
    expect(form).not.toHaveProperty('customer_email');
    expect(form).not.toHaveProperty('submit_type');
  });

  it('answers 409 without Stripe keys, and a plain 503 when Stripe refuses', async () => {
    stripe.failOnce();
    const refused = await post('/api/public/donations/checkout', { amount: 25, frequency: 'once' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toBe(PAYMENTS_UNAVAILABLE);
    service.ctx.settings.stripe = null;
    const off = await post('/api/public/donations/checkout', { amount: 25, frequency: 'once' });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(NO_ONLINE_PAYMENTS);
  });

  it('answers a plain 503, never a 500, when Stripe cannot be reached or is misconfigured', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    for (const apiBase of [`http://127.0.0.1:${closed}`, 'http://', 'not a url']) {
      service.ctx.settings.stripe = { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase };
      const response = await post('/api/public/donations/checkout', { amount: 25, frequency: 'once' });
      expect(response.statusCode, apiBase).toBe(503);
      expect(response.json().error.message).toBe(PAYMENTS_UNAVAILABLE);
      expect(response.body).not.toMatch(/at \S+ \(|node_modules|sk_test_123/);
    }
  });

  it.each([
    [{ amount: 0.5, frequency: 'once' }, { amount: 'Give at least 1.' }],
    [
      { amount: 100000.01, frequency: 'once' },
      { amount: 'For gifts above 100,000, please write to us and we will arrange it with you.' },
    ],
    [{ amount: 25.555, frequency: 'once' }, { amount: 'Give the amount in whole units or with two decimals, like 25 or 25.50.' }],
    [
      { amount: 'lots', frequency: 'yearly' },
      { amount: 'Enter an amount, like 25.', frequency: 'Choose once or monthly.' },
    ],
    [{ amount: 25, frequency: 'once', email: 'nope' }, { email: 'Enter an e-mail address like name@example.com.' }],
  ])('refuses checkout %j with 400 and field messages, calling Stripe never', async (payload, fieldErrors) => {
    const response = await post('/api/public/donations/checkout', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual(fieldErrors);
    expect(stripe.calls).toEqual([]);
  });

  it('records a paid Checkout once, with one receipt, when the same event arrives ten times at once', async () => {
    const event = completed('evt_concurrent');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.json().recorded)).toHaveLength(1);
    expect(await donationCount()).toBe(1);
    const receipts = (await mailIn(service)).filter((mail) => mail.kind === 'donation_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ to: 'giver@example.org', replyTo: 'team@example.org' });
    expect(receipts[0]!.text).toContain('Dear Kofi Boateng,');
    expect(receipts[0]!.text).toContain('$25.50');
    expect((await deliver(event)).json()).toEqual({ received: true, recorded: false });
    const [donation] = (await staffGet('/api/donations')).json().items;
    expect(donation).toMatchObject({
      frequency: 'once',
      amount: 25.5,
      currency: 'USD',
      email: 'giver@example.org',
      name: 'Kofi Boateng',
      renewal: false,
    });
  });

  it('checks the signature on the exact bytes received', async () => {
    const body =
      '{ "id" : "evt_spaced",\n "type": "checkout.session.completed", "data": {"object": {"payment_status": "paid", "amount_total": 1000, "currency": "usd", "mode": "payment"}}}';
    expect((await deliver({}, { body })).json()).toEqual({ received: true, recorded: true });
  });

  it('refuses a wrong secret, a tampered body and an old signature with 400, recording nothing', async () => {
    const wrongSecret = await deliver(completed('evt_wrong'), { secret: 'whsec_other' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error).toMatchObject({ code: 'invalid_input', message: BAD_SIGNATURE });
    const body = JSON.stringify(completed('evt_tampered'));
    const header = stripeSignatureHeader(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    const tampered = await service.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: body.replace('2550', '999999'),
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe(BAD_SIGNATURE);
    const old = await deliver(completed('evt_old'), { signedAt: Math.floor(Date.now() / 1000) - 600 });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe(SIGNED_TOO_LONG_AGO);
    const garbled = await service.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=x,v1=,v1' },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error.message).toBe(BAD_SIGNATURE);
    const notJson = await deliver({}, { body: 'not json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.message).toBe(UNREADABLE_EVENT);
    for (const body of ['null', '[]', '"evt"']) expect((await deliver({}, { body })).statusCode, body).toBe(400);
    const unsigned = await service.request({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: body,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.message).toMatch(/Stripe-Signature/);
    expect(await donationCount()).toBe(0);
    expect(await mailIn(service)).toEqual([]);
  });

  it('records renewals of monthly gifts from invoice.paid, and ignores what is not a paid gift', async () => {
    const invoice = (id: string, billingReason: string) => ({
      id,
      type: 'invoice.paid',
      data: {
        object: {
          id: `in_${id}`,
          billing_reason: billingReason,
          amount_paid: 1000,
          currency: 'usd',
          customer_email: 'monthly@example.org',
          subscription: 'sub_1',
        },
      },
    });
    expect(
      (await deliver(completed('evt_first_month', { mode: 'subscription', amount_total: 1000, subscription: 'sub_1' }))).json()
        .recorded,
    ).toBe(true);
    expect((await deliver(invoice('evt_first_invoice', 'subscription_create'))).json().recorded).toBe(false);
    expect((await deliver(invoice('evt_renewal', 'subscription_cycle'))).json().recorded).toBe(true);
    expect((await deliver(completed('evt_unpaid', { payment_status: 'unpaid' }))).json().recorded).toBe(false);
    expect((await deliver({ id: 'evt_other', type: 'customer.created', data: { object: {} } })).json()).toEqual({
      received: true,
      recorded: false,
    });
    const items = (await staffGet('/api/donations')).json().items;
    expect(items.map((item: { frequency: string; renewal: boolean }) => [item.frequency, item.renewal]).sort()).toEqual([
      ['monthly', false],
      ['monthly', true],
    ]);
    const receipts = (await mailIn(service)).filter((mail) => mail.kind === 'donation_receipt');
    expect(receipts.map((mail) => mail.text.match(/received (.*?) on/)?.[1])).toEqual([
      'your first monthly gift of $10',
      "this month's gift of $10",
    ]);
  });

  it('refuses webhooks with 503 until a webhook secret is configured', async () => {
    service.ctx.settings.stripe = { ...service.ctx.settings.stripe!, webhookSecret: null };
    expect((await deliver(completed('evt_unconfigured'))).statusCode).toBe(503);
    expect(await donationCount()).toBe(0);
  });

  it('takes a pledge: stored in minor units, the team told, the donor thanked, 202', async () => {
    service.ctx.settings.stripe = null;
    const response = await post('/api/public/pledges', {
      name: 'Zawadi Otieno',
      email: 'zawadi@example.org',
      amount: '50',
      frequency: 'monthly',
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PLEDGE_MESSAGE });
    expect(
      await service.rows(sql`SELECT name, email, amount_minor::int AS "amountMinor", currency, frequency FROM pledges`),
    ).toEqual([{ name: 'Zawadi Otieno', email: 'zawadi@example.org', amountMinor: 5000, currency: 'USD', frequency: 'monthly' }]);
    const mails = await mailIn(service);
    expect(mails.map((mail) => [mail.kind, mail.to, mail.replyTo])).toEqual([
      ['pledge_thanks', 'zawadi@example.org', 'team@example.org'],
      ['pledge_to_staff', 'team@example.org', 'zawadi@example.org'],
    ]);
    expect(mails[0]!.text).toContain('Thank you for pledging $50 a month.');
    const listed = (await staffGet('/api/pledges')).json().items;
    expect(listed).toEqual([
      expect.objectContaining({ name: 'Zawadi Otieno', amount: 50, frequency: 'monthly', currency: 'USD' }),
    ]);
  });

  it('refuses a bad pledge with field messages, storing and sending nothing; whole amounts only in XOF', async () => {
    const bad = await post('/api/public/pledges', { name: '', email: 'x', amount: -5, frequency: 'weekly' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toEqual({
      name: 'Enter your name.',
      email: 'Enter an e-mail address like name@example.com.',
      amount: 'Give at least 1.',
      frequency: 'Choose once or monthly.',
    });
    service.ctx.settings.donationCurrency = 'XOF';
    const cents = await post('/api/public/pledges', {
      name: 'Awa Diop',
      email: 'awa@example.org',
      amount: 25.5,
      frequency: 'once',
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().error.fieldErrors).toEqual({ amount: 'Give a whole amount in XOF.' });
    expect(await service.count(sql`SELECT count(*) AS n FROM pledges`)).toBe(0);
    expect(await mailIn(service)).toEqual([]);
    expect(
      (await post('/api/public/pledges', { name: 'Awa Diop', email: 'awa@example.org', amount: 5000, frequency: 'once' }))
        .statusCode,
    ).toBe(202);
    expect((await mailIn(service))[0]!.text).toMatch(/pledging (F\s?CFA|CFA|XOF)\s?5,000/);
  });

  it('exports donations and pledges as CSV for staff, formulas defused', async () => {
    await deliver(completed('evt_csv', { customer_details: { email: 'giver@example.org', name: '=HYPERLINK("x")' } }));
    await post('/api/public/pledges', { name: '@Mallory', email: 'm@example.org', amount: 10, frequency: 'once' });
    const donationsCsv = await staffGet('/api/donations.csv');
    expect(donationsCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, line] = donationsCsv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toBe(
      'received_at,provider,status,failure_reason,frequency,renewal,amount,currency,name,email,stripe_event_id,stripe_object_id,stripe_subscription_id,provider_reference,provider_transaction_id',
    );
    expect(line).toContain(`,stripe,succeeded,,once,false,25.5,USD,"'=HYPERLINK(""x"")",giver@example.org,evt_csv,cs_evt_csv,`);
    const pledgesCsv = (await staffGet('/api/pledges.csv')).body.trimEnd().split('\r\n');
    expect(pledgesCsv[1]).toMatch(/,'@Mallory,m@example\.org,once,10,USD$/);
  });

  it('keeps the default settings free of Stripe', () => {
    expect(DEFAULT_SITE_SETTINGS.stripe).toBeNull();
  });

  it('thanks a donor from a French page in French: the language travels through Stripe; the team reads English', async () => {
    const NBSP = '\u00a0';
    const french = { 'accept-language': 'fr-FR,fr;q=0.9' };
    const checkout = await post('/api/public/donations/checkout', { amount: 10, frequency: 'monthly', email: '' }, french);
    expect(checkout.statusCode).toBe(200);
    expect(Object.fromEntries(stripe.calls[0]!.form)).toMatchObject({
      'line_items[0][price_data][product_data][name]': 'Don mensuel à Scientist-Leaders Africa',
      'metadata[locale]': 'fr',
      'subscription_data[metadata][locale]': 'fr',
      // Back from Stripe to the French donate page.
      success_url: `${SITE}/fr/donate?thanks=1&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${SITE}/fr/donate`,
    });

    // What Stripe sends back carries the metadata: the first month's receipt, then a renewal's.
    await deliver(completed('evt_fr', { mode: 'subscription', metadata: { frequency: 'monthly', locale: 'fr' } }));
    await deliver({
      id: 'evt_fr_renewal',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_fr',
          billing_reason: 'subscription_cycle',
          amount_paid: 1000,
          currency: 'usd',
          customer_email: 'giver@example.org',
          parent: { subscription_details: { metadata: { frequency: 'monthly', locale: 'fr' } } },
        },
      },
    });
    const [first, renewal] = (await mailIn(service)).filter((mail) => mail.kind === 'donation_receipt');
    expect(first!.subject).toBe('Merci de votre don à Scientist-Leaders Africa');
    expect(first!.text).toMatch(
      new RegExp(
        `^Bonjour Kofi Boateng,\\n\\nNous avons bien reçu votre premier don mensuel de 25,50${NBSP}\\$US le \\d{1,2} \\S+ \\d{4}\\. Merci\\.`,
      ),
    );
    expect(first!.text).toContain('Bien cordialement,\nL’équipe Scientist-Leaders Africa');
    expect(renewal!.text).toContain(`Nous avons bien reçu votre don de ce mois-ci, d’un montant de 10${NBSP}$US, le `);

    // A donor with an account reads their account's language, whatever page they gave from.
    await service.addUser('kofi', null, { email: 'Giver@example.org', locale: 'en' });
    await deliver(completed('evt_account', { metadata: { frequency: 'once', locale: 'fr' } }));
    const fromAccount = (await mailIn(service)).filter((mail) => mail.kind === 'donation_receipt')[2]!;
    expect(fromAccount.subject).toBe('Thank you for your gift to Scientist-Leaders Africa');
    expect(fromAccount.text).toContain('We have received your gift of $25.50 on ');

    // A pledge from a French page: the donor's thanks in French, the team's note in English.
    await service.database.db.execute(sql`DELETE FROM outbox`);
    const pledged = await post(
      '/api/public/pledges',
      { name: 'Awa Diop', email: 'awa@example.org', amount: '50', frequency: 'monthly' },
      french,
    );
    expect(pledged.statusCode).toBe(202);
    expect(pledged.json()).toEqual({ message: PLEDGE_MESSAGE });
    const [thanks, toStaff] = await mailIn(service);
    expect(thanks).toMatchObject({ kind: 'pledge_thanks', to: 'awa@example.org' });
    expect(thanks!.subject).toBe('Merci de votre promesse de don à Scientist-Leaders Africa');
    expect(thanks!.text).toContain(`Bonjour Awa Diop,\n\nMerci de votre promesse de don de 50${NBSP}$US par mois.`);
    expect(toStaff).toMatchObject({ kind: 'pledge_to_staff', to: 'team@example.org' });
    expect(toStaff!.subject).toBe('New pledge: $50 a month from Awa Diop');
  });
});
