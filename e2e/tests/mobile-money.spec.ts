import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Donation, OutboxMessage, Page as ListPage } from '@sla/contract';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { E2E_PAYSTACK_PORT, E2E_PAYSTACK_SECRET, E2E_PORT } from '../support/env.js';
import { goLive, settleScreen, waitForLiveShell } from '../support/site.js';

// Mobile money through Paystack (decision 0050), against the run's Paystack stand-in (server/src/testing/paystack-standin): the
// donor chooses it on the Donate page, pays on the stand-in's checkout page, and comes back to a page that shows the
// payment pending until Paystack's signed webhook confirms it, or says in words that it failed.

const SITE = `http://127.0.0.1:${E2E_PORT}`;
const STANDIN = `http://127.0.0.1:${E2E_PAYSTACK_PORT}`;
const WEBHOOK = `${SITE}/api/paystack/webhook`;

let counter = 0;
const uniqueAddress = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.org`;

async function readAs<T>(account: (typeof DEMO)[keyof typeof DEMO], path: string): Promise<T> {
  const answer = await api(await idTokenOf(account), 'GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
}
const receiptsTo = async (address: string) =>
  (await readAs<ListPage<OutboxMessage>>(DEMO.admin, `/outbox?to=${encodeURIComponent(address)}`)).items.filter(
    (mail) => mail.kind === 'donation_receipt',
  );
const donationOf = async (email: string) =>
  (await readAs<ListPage<Donation>>(DEMO.staff, '/donations?limit=200')).items.find((item) => item.email === email);

/**
 * Paystack sends the donor back to the site's SITE_URL, which in these runs is the development default; the test's
 * browser follows it to this run's site instead.
 */
async function followReturnToThisSite(page: Page) {
  await page.route(/^http:\/\/localhost:4200\//, (route) => {
    const back = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${SITE}${back.pathname}${back.search}` } });
  });
}

async function giveByMobileMoney(page: Page, email: string) {
  await followReturnToThisSite(page);
  await page.goto('/donate');
  await goLive(page);
  const gift = page.getByRole('form', { name: 'Make a gift' });
  // Card first (the run has Stripe's stand-in), mobile money beside it.
  await expect(gift.getByRole('radio', { name: /^Card/ })).toBeChecked();
  await gift.getByRole('radio', { name: /^Mobile money/ }).check();
  await expect(gift.getByRole('radio', { name: /^Monthly/ })).toHaveCount(0);
  await gift.getByRole('radio', { name: '$50' }).check();
  await gift.getByRole('button', { name: 'Pay with mobile money' }).click();
  // Paystack needs an address for the receipt: asked for first.
  await expect(gift.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await gift.getByLabel('E-mail address').fill(email);
  await gift.getByRole('button', { name: 'Pay with mobile money' }).click();
  await page.waitForURL(new RegExp(`^${STANDIN}/pay/`));
  await expect(page.getByRole('heading', { name: 'Pay USD 50.00 with mobile money' })).toBeVisible();
}

/** Starts a payment the way the Donate page does, without a browser; its reference. */
async function startPayment(email: string, amount = 20): Promise<string> {
  const started = await api(null, 'POST', '/public/donations/mobile-money', { amount, email });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return (started.body as { reference: string }).reference;
}
const statusOf = async (reference: string) =>
  (await api(null, 'GET', `/public/donations/mobile-money/${reference}`)).body as {
    status: string;
    failureReason: string | null;
  };

/** Paystack's charge.success for a reference, as the stand-in would send it, signed with `secret`. */
async function sendCharge(reference: string, { amount = 2000, secret = E2E_PAYSTACK_SECRET, currency = 'USD' } = {}) {
  const body = JSON.stringify({
    event: 'charge.success',
    data: { id: 987654, status: 'success', reference, amount, currency, channel: 'mobile_money' },
  });
  const response = await fetch(WEBHOOK, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': createHmac('sha512', secret).update(body).digest('hex'),
    },
    body,
  });
  return { status: response.status, body: await response.json() };
}

test.describe('mobile money', () => {
  test('chosen on the Donate page, paid on Paystack’s page: pending until the signed webhook, then thanked, receipted and listed', async ({
    page,
  }) => {
    const email = uniqueAddress('momo');
    await giveByMobileMoney(page, email);
    await page.getByRole('button', { name: 'Approve on my phone' }).click();

    await page.waitForURL(/\/donate\?paid=mobile_money/);
    // The network confirms a little after the donor approves: pending first, in words.
    const pending = page.getByRole('main').getByRole('status');
    await expect(pending.getByRole('heading', { name: 'Your payment is pending' })).toBeVisible();
    await expect(pending).toContainText('We are waiting for the mobile-money network to confirm your payment of $50.');
    // Now the network confirms: the stand-in holds Paystack's event until asked (e2e/playwright.config.ts).
    const reference = new URL(page.url()).searchParams.get('reference');
    const confirmed = await fetch(`${STANDIN}/_standin/settle/${reference}`, { method: 'POST', body: '{}' });
    expect(confirmed.status).toBe(200);
    await expect(page.getByRole('heading', { name: 'Thank you for your gift!' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Your mobile-money payment of $50 went through')).toBeVisible();

    const receipts = await receiptsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain('$50');
    expect(await donationOf(email)).toMatchObject({ provider: 'paystack', status: 'succeeded', amount: 50, currency: 'USD' });

    // Staff see it in the donations list as mobile money, paid.
    await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Fsupporters%3Ftab%3Ddonations');
    await settleScreen(page);
    const row = page.getByRole('table', { name: 'Donations' }).getByRole('row', { name: new RegExp(email) });
    await expect(row).toContainText('Mobile money (Paystack)');
    await expect(row).toContainText('Paid');
  });

  test('in French, the first thing the donor does (choosing mobile money) is answered in French, however late the rest of the words arrive', async ({
    page,
  }) => {
    // The page carries only the words it was drawn with; the rest of the portal's French comes at the first act, here
    // held back a second and a half as on a slow connection. Nothing may show in English meanwhile or after.
    await page.route(/\/mfe\/mfe-public\/assets\/fr-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/fr/donate');
    await waitForLiveShell(page);
    await page.mouse.move(2, 2);
    const gift = page.getByRole('form', { name: 'Faire un don' });
    await gift.getByRole('radio', { name: /^Mobile money/ }).check();
    await expect(gift.getByRole('button', { name: 'Payer par mobile money' })).toBeVisible();
    await expect(gift).toContainText('Les dons par mobile money sont des dons uniques.');
    await expect(gift.getByRole('button', { name: 'Pay with mobile money' })).toHaveCount(0);
  });

  test('declined on the phone: the page says so in words, offers to try again, and nothing is counted', async ({ page }) => {
    const email = uniqueAddress('momo-declined');
    await giveByMobileMoney(page, email);
    await page.getByRole('button', { name: 'Decline on my phone' }).click();
    await page.waitForURL(/\/donate\?paid=mobile_money/);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('declined or cancelled on the mobile-money network, so nothing was taken');
    await alert.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('form', { name: 'Make a gift' })).toBeVisible();
    expect(await donationOf(email)).toMatchObject({ provider: 'paystack', status: 'failed', failureReason: 'declined' });
    expect(await receiptsTo(email)).toEqual([]);
  });

  test('a webhook with a wrong signature, for another amount, replayed or out of order changes nothing it should not', async ({
    page,
  }) => {
    // Wrong signature: refused in words, the payment still pending.
    const forged = uniqueAddress('momo-forged');
    const forgedRef = await startPayment(forged);
    const refused = await sendCharge(forgedRef, { secret: 'sk_test_someone_else' });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { message: 'The X-Paystack-Signature header does not match this event.' } },
    });
    expect(await statusOf(forgedRef)).toMatchObject({ status: 'pending' });

    // Another amount: never counted, the donor told in words.
    const short = uniqueAddress('momo-short');
    const shortRef = await startPayment(short);
    expect(await sendCharge(shortRef, { amount: 100 })).toMatchObject({ status: 200, body: { recorded: false } });
    expect(await statusOf(shortRef)).toMatchObject({ status: 'failed', failureReason: 'amount_differs' });
    await followReturnToThisSite(page);
    await page.goto(`/donate?paid=mobile_money&trxref=${shortRef}&reference=${shortRef}`);
    await goLive(page);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('so we have not counted it');
    expect(await receiptsTo(short)).toEqual([]);

    // Replayed: counted once, one receipt.
    const twice = uniqueAddress('momo-replayed');
    const twiceRef = await startPayment(twice);
    expect(await sendCharge(twiceRef)).toMatchObject({ status: 200, body: { recorded: true } });
    expect(await sendCharge(twiceRef)).toMatchObject({ status: 200, body: { recorded: false } });
    expect(await receiptsTo(twice)).toHaveLength(1);

    // Out of order: Paystack said declined (the stand-in's verify), then the network paid after all: counted.
    const late = uniqueAddress('momo-late');
    const lateRef = await startPayment(late);
    await fetch(`${STANDIN}/_standin/settle/${lateRef}`, { method: 'POST', body: JSON.stringify({ outcome: 'failed' }) });
    expect(await statusOf(lateRef)).toMatchObject({ status: 'failed', failureReason: 'declined' });
    expect(await sendCharge(lateRef)).toMatchObject({ status: 200, body: { recorded: true } });
    expect(await statusOf(lateRef)).toMatchObject({ status: 'succeeded' });
  });
});
