import { expect, test, type Page } from '@playwright/test';
import type { GivingHistory, OutboxMessage, Page as ListPage } from '@sla/contract';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { E2E_PORT, E2E_STRIPE_PORT } from '../support/env.js';
import { goLive } from '../support/site.js';

// Monthly gifts (issue 33 item 4, decision 0051) against the run's Stripe stand-in (server/src/testing/stripe-standin):
// the donor starts one on the Donate page and pays on the stand-in's Checkout page, whose signed
// checkout.session.completed reaches the data service as Stripe's would; then, from their giving history, they change
// its amount and stop it. Stripe's own events (a renewal, a failed payment, a card about to expire) are sent by the
// stand-in when the test asks, as Stripe would send them.

const SITE = `http://127.0.0.1:${E2E_PORT}`;
const STRIPE = `http://127.0.0.1:${E2E_STRIPE_PORT}`;

interface StandInSubscription {
  id: string;
  status: string;
  customer: string;
  items: { data: { price: { unit_amount: number; currency: string } }[] };
}

async function mailsTo(address: string): Promise<OutboxMessage[]> {
  const admin = await idTokenOf(DEMO.admin);
  return ((await api(admin, 'GET', `/outbox?to=${encodeURIComponent(address)}`)).body as ListPage<OutboxMessage>).items;
}

/** The donor's subscriptions as the stand-in ("Stripe") holds them. */
async function subscriptionsAtStripe(email: string): Promise<StandInSubscription[]> {
  const answer = await fetch(`${STRIPE}/_standin/subscriptions?email=${encodeURIComponent(email)}`);
  return ((await answer.json()) as { data: StandInSubscription[] }).data;
}

/** Asks the stand-in to send one of Stripe's own events about a subscription; the service's answers to it. */
async function stripeSends(subscription: string, what: 'renew' | 'fail-payment' | 'card-expiring') {
  const answer = await fetch(`${STRIPE}/_standin/subscriptions/${subscription}/${what}`, { method: 'POST' });
  expect(answer.status).toBe(200);
  const { delivered } = (await answer.json()) as { delivered: { status: number }[] };
  expect(delivered.map((delivery) => delivery.status)).toEqual([200]);
}

/** Stripe sends the donor back to the site's SITE_URL, the development default in these runs: follow it to this run's site. */
async function followReturnToThisSite(page: Page) {
  await page.route(/^http:\/\/localhost:4200\//, (route) => {
    const back = new URL(route.request().url());
    return route.fulfill({ status: 302, headers: { location: `${SITE}${back.pathname}${back.search}` } });
  });
}

test('a donor starts a monthly gift by card, changes its amount and stops it from their giving history; Stripe’s e-mails reach them; another person cannot reach it', async ({
  page,
  browser,
}) => {
  const donor = await newPerson({ role: 'alumni', displayName: 'Monthly Donor', emailVerified: true });
  const stranger = await newPerson({ role: 'alumni', displayName: 'Someone Else', emailVerified: true });

  // Starting it: the Donate page, then Stripe's page (the stand-in), then the thank-you.
  await followReturnToThisSite(page);
  await page.goto('/donate');
  await goLive(page);
  const form = page.getByRole('form', { name: 'Make a gift' });
  await form.getByRole('radio', { name: /^Monthly/ }).check();
  await form.getByRole('radio', { name: 'Other', exact: true }).check();
  await form.getByLabel(/^Other amount in/).fill('12');
  await expect(form.getByText('$12 every month')).toBeVisible();
  await form.getByRole('button', { name: 'Donate securely' }).click();
  await page.waitForURL(new RegExp(`^${STRIPE}/c/pay/`));
  await expect(page.getByRole('heading', { name: 'Pay USD 12.00 a month' })).toBeVisible();
  await page.getByLabel('Email').fill(donor.email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your gift!' })).toBeVisible();
  const [subscription] = await subscriptionsAtStripe(donor.email);
  expect(subscription).toMatchObject({ status: 'active', items: { data: [{ price: { unit_amount: 1200 } }] } });

  // The donor's giving history, signed in with the address they gave with.
  await signIn(page, donor, `/login?redirect=${encodeURIComponent('/giving')}`);
  await expect(page).toHaveURL(/\/giving$/);
  await goLive(page);
  const monthly = page.getByRole('region', { name: 'Monthly gifts' });
  await expect(monthly.getByText('$12 a month')).toBeVisible();
  await expect(monthly.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Gifts, newest first' }).getByRole('row', { name: /Monthly gift/ })).toHaveCount(
    1,
  );

  // Changing the amount: refused in words when it is not one, then saved, at Stripe too.
  const amount = monthly.getByLabel('New monthly amount (USD)');
  await amount.fill('twelve');
  await monthly.getByRole('button', { name: 'Change amount' }).click();
  await expect(amount).toHaveAccessibleDescription(/Enter an amount/);
  await amount.fill('20');
  await monthly.getByRole('button', { name: 'Change amount' }).click();
  await expect(monthly.getByRole('status')).toHaveText('Saved. The next payment will be the new amount.');
  await expect(monthly.getByText('$20 a month')).toBeVisible();
  expect((await subscriptionsAtStripe(donor.email))[0]!.items.data[0]!.price.unit_amount).toBe(2000);

  // Next month's payment is the new amount: Stripe's renewal is a gift of $20 with its receipt.
  await stripeSends(subscription!.id, 'renew');
  await page.reload();
  await goLive(page);
  await expect(
    page.getByRole('table', { name: 'Gifts, newest first' }).getByRole('row', { name: /Monthly gift \(renewal\).*\$20/ }),
  ).toHaveCount(1);
  await expect.poll(async () => (await mailsTo(donor.email)).filter((mail) => mail.kind === 'donation_receipt').length).toBe(2);

  // A payment fails: the donor is told by e-mail, and the history says so.
  await stripeSends(subscription!.id, 'fail-payment');
  const failed = (await mailsTo(donor.email)).find((mail) => mail.kind === 'monthly_payment_failed');
  expect(failed?.subject).toBe('Your monthly gift could not be paid');
  expect(failed?.text).toContain('$20');
  expect(failed?.text).toContain('We will try again in a few days.');
  await page.reload();
  await goLive(page);
  await expect(monthly.getByText('The last payment did not go through. Stripe will try again.')).toBeVisible();

  // The card is about to expire: the donor is told before it does.
  await stripeSends(subscription!.id, 'card-expiring');
  const expiring = (await mailsTo(donor.email)).find((mail) => mail.kind === 'monthly_card_expiring');
  expect(expiring?.subject).toBe('The card for your monthly gift expires soon');
  const now = new Date();
  expect(expiring?.text).toContain(
    `The card ending in 4242 that pays your monthly gift to Scientist-Leaders Africa expires on ${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear()}.`,
  );

  // Someone else cannot reach it: not in their history, and changing or stopping it by its id is a gift that does not exist.
  const theirs = await browser.newContext();
  const strangerPage = await theirs.newPage();
  await signIn(strangerPage, stranger, `/login?redirect=${encodeURIComponent('/giving')}`);
  await goLive(strangerPage);
  await expect(strangerPage.getByText('No gifts or pledges from this address yet.')).toBeVisible();
  await theirs.close();
  const strangerToken = await idTokenOf(stranger);
  const notFound = { error: { code: 'not_found', message: expect.any(String) } };
  const changed = await api(strangerToken, 'PUT', `/users/me/giving/monthly/${subscription!.id}`, { amount: 1 });
  expect(changed).toEqual({ status: 404, body: notFound });
  const stopped = await api(strangerToken, 'DELETE', `/users/me/giving/monthly/${subscription!.id}`);
  expect(stopped).toEqual({ status: 404, body: notFound });
  expect(await api(null, 'DELETE', `/users/me/giving/monthly/${subscription!.id}`)).toMatchObject({ status: 401 });
  const mine = (await api(await idTokenOf(donor), 'GET', '/users/me/giving')).body as GivingHistory;
  expect(mine.monthly).toEqual([expect.objectContaining({ id: subscription!.id, amount: 20, status: 'active' })]);

  // Stopping it: asked to confirm, then stopped here and at Stripe; Stripe's event about it later changes nothing.
  await monthly.getByRole('button', { name: 'Stop monthly gift' }).click();
  const confirm = monthly.getByRole('group', { name: 'Stop this monthly gift?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(monthly.getByText('Active', { exact: true })).toBeVisible();
  await monthly.getByRole('button', { name: 'Stop monthly gift' }).click();
  await confirm.getByRole('button', { name: 'Yes, stop it' }).click();
  await expect(monthly.getByRole('status')).toHaveText('Your monthly gift has stopped. Thank you for your support.');
  await expect(monthly.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Change amount' })).toHaveCount(0);
  expect((await subscriptionsAtStripe(donor.email))[0]!.status).toBe('canceled');
  await page.reload();
  await goLive(page);
  await expect(monthly.getByText('$20 a month')).toBeVisible();
  await expect(monthly.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(monthly.getByText(/^Started on .+, stopped on .+\.$/)).toBeVisible();
  const after = (await api(await idTokenOf(donor), 'PUT', `/users/me/giving/monthly/${subscription!.id}`, { amount: 5 })).status;
  expect(after).toBe(409);
});
