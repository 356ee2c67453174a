import { expect, test, type Page } from '@playwright/test';
import type { Donation, NewsletterSubscriber, OutboxMessage, Page as ListPage } from '@sla/contract';
import { api, DEMO, idTokenOf } from '../support/accounts.js';
import { E2E_PORT, E2E_STRIPE_PORT } from '../support/env.js';
import { goLive } from '../support/site.js';

// The public forms against the whole stack: what visitors see, and what the team receives (the
// outbox holds every e-mail when no mail server is configured, as in these runs).

const STAFF_INBOX = 'team@scientistleaders.africa';
const SITE = `http://127.0.0.1:${E2E_PORT}`;
const STRIPE = `http://127.0.0.1:${E2E_STRIPE_PORT}`;

let counter = 0;
/** An address no other test (or earlier run) uses, so its outbox and records are this test's alone. */
const uniqueAddress = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.org`;

async function readAs<T>(account: (typeof DEMO)[keyof typeof DEMO], path: string): Promise<T> {
  const answer = await api(await idTokenOf(account), 'GET', path);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as T;
}

const outboxTo = async (address: string) =>
  (await readAs<ListPage<OutboxMessage>>(DEMO.admin, `/outbox?to=${encodeURIComponent(address)}`)).items;

/** The first link in `mail` to `path` on the site, as a path and query to open on the test's site. */
function linkIn(mail: OutboxMessage, path: string): string {
  const match = new RegExp(`https?://[^\\s"'<>]+${path.replace(/\//g, '\\/')}\\?token=[^\\s"'<>]+`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}

/**
 * Opens `path` and waits until the portal itself shows the screen: the first paint is the server's
 * HTML, which stands in until the portal's code has arrived.
 */
async function open(page: Page, path: string) {
  await page.goto(path);
  await goLive(page);
}

function contactForm(page: Page) {
  return page.getByRole('form', { name: 'Send us a message' });
}

async function fillContact(page: Page, { name, email, message }: { name: string; email: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Your message').fill(message);
}

test.describe('contact form', () => {
  test('sends the message: the sender sees the acknowledgement, the team gets a copy, the sender a receipt', async ({ page }) => {
    const email = uniqueAddress('contact');
    await open(page, '/contact');
    await fillContact(page, {
      name: 'Fatou Diallo',
      email,
      message: 'When does StepUp Scholars open for applications this year?',
    });
    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/public/messages') && response.request().method() === 'POST',
    );
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    expect((await sent).status()).toBe(202);
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('Thank you for your message. We will reply within five working days.');
    await expect(status).toBeFocused();

    const receipt = (await outboxTo(email)).find((mail) => mail.kind === 'message_receipt');
    expect(receipt?.subject).toMatch(/^We have your message/);
    expect(receipt?.text).not.toContain('When does StepUp Scholars open'); // the receipt never repeats what was typed
    const copy = (await outboxTo(STAFF_INBOX)).find((mail) => mail.kind === 'message_to_staff' && mail.replyTo === email);
    expect(copy?.subject).toBe('[Contact] Message from Fatou Diallo');
    expect(copy?.text).toContain('When does StepUp Scholars open for applications this year?');
  });

  test('a bad e-mail is shown beside its field, nothing is sent, and everything typed stays', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/public/messages')) posted = true;
    });
    await open(page, '/contact');
    const message = 'I would like to volunteer at the next workshop in Accra.';
    await fillContact(page, { name: 'Kwame', email: 'kwame@example', message });
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    const field = contactForm(page).getByLabel('E-mail address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Enter an e-mail address like name@example\.com\./);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('kwame@example');
    await expect(contactForm(page).getByLabel('Your message')).toHaveValue(message);
    await expect(contactForm(page).getByLabel('Your name')).toHaveValue('Kwame');
    expect(posted).toBe(false);
  });

  test('a robot that fills the hidden field is told "sent", and nothing is stored or mailed', async ({ page }) => {
    const email = uniqueAddress('robot');
    await open(page, '/contact');
    const honeypot = page.locator('[name=website]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).not.toBeInViewport();
    await fillContact(page, { name: 'Buy Now', email, message: 'Cheap followers for your page, visit us today!' });
    await honeypot.fill('https://spam.example');
    await contactForm(page).getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Thank you for your message.');
    expect(await outboxTo(email)).toEqual([]);
    const copies = (await outboxTo(STAFF_INBOX)).filter((mail) => mail.replyTo === email);
    expect(copies).toEqual([]);
  });
});

test.describe('get involved', () => {
  test('?as=partner chooses the partner kind and asks for the organisation', async ({ page }) => {
    await open(page, '/get-involved?as=partner');
    const form = page.getByRole('form', { name: 'Tell us how you would like to help' });
    await expect(form.getByRole('radio', { name: /^Partner/ })).toBeChecked();
    await expect(form.getByLabel(/^Organisation/)).toBeVisible();
    await form.getByRole('radio', { name: /^Mentor/ }).check();
    await expect(form.getByLabel(/^Organisation/)).toHaveCount(0);
  });
});

test.describe('footer newsletter', () => {
  test('the newsletter form requires a valid e-mail, then asks the server and shows its acknowledgement', async ({ page }) => {
    await open(page, '/');
    const footer = page.getByRole('contentinfo');
    const field = footer.getByLabel('E-mail address');
    const subscribe = footer.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(footer.getByText('Enter your e-mail address.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('not-an-email');
    await subscribe.click();
    await expect(footer.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
    await expect(field).toHaveValue('not-an-email');
    const email = uniqueAddress('footer');
    await field.fill(email);
    const request = page.waitForRequest((sent) => sent.url().endsWith('/api/public/newsletter') && sent.method() === 'POST');
    await subscribe.click();
    expect((await request).postDataJSON()).toEqual({ email });
    const status = footer.getByRole('status');
    await expect(status).toHaveText(/^Thank you! Please check your inbox/);
    await expect(status).toBeFocused();
  });

  test('double opt-in: subscribe, confirm from the e-mailed link, then unsubscribe from it', async ({ page }) => {
    const email = uniqueAddress('newsletter');
    await open(page, '/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('E-mail address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('check your inbox');

    const mail = (await outboxTo(email)).find((sent) => sent.kind === 'newsletter_confirmation');
    expect(mail, 'confirmation e-mail in the outbox').toBeTruthy();
    const confirm = linkIn(mail!, '/newsletter/confirm');
    const unsubscribe = linkIn(mail!, '/newsletter/unsubscribe');
    const statusOf = async () =>
      (await readAs<ListPage<NewsletterSubscriber>>(DEMO.staff, '/newsletter/subscribers?limit=200')).items.find(
        (subscriber) => subscriber.email === email,
      )?.status;
    expect(await statusOf()).toBe('pending');

    await open(page, confirm);
    const confirmed = page.getByRole('main').getByRole('status');
    await expect(confirmed).toContainText('You are subscribed');
    await expect(confirmed).toContainText('Your subscription is confirmed.');
    expect(await statusOf()).toBe('confirmed');

    await open(page, unsubscribe);
    await expect(page.getByRole('main').getByRole('status')).toContainText('You are unsubscribed');
    expect(await statusOf()).toBe('unsubscribed');

    // The old confirmation link no longer works, and the page says what to do.
    await open(page, confirm);
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem).toContainText('This confirmation link is no longer valid.');
    await problem.getByRole('link', { name: 'Sign up again' }).click();
    await expect(footer.getByLabel('E-mail address')).toBeFocused();
  });
});

test.describe('donate', () => {
  // Card payments go through the run's Stripe stand-in (server/src/testing/stripe-standin); a pledge, which the page
  // takes when card payments are off, is in site-settings.spec.ts, where an admin switches them off.
  test('by card: a one-time gift is paid on Stripe’s page, thanked on screen and by a receipt, and listed for staff', async ({
    page,
  }) => {
    const email = uniqueAddress('card');
    // Stripe sends the donor back to the site's SITE_URL, the development default in these runs: follow it to this run's site.
    await page.route(/^http:\/\/localhost:4200\//, (route) => {
      const back = new URL(route.request().url());
      return route.fulfill({ status: 302, headers: { location: `${SITE}${back.pathname}${back.search}` } });
    });
    await open(page, '/donate');
    const form = page.getByRole('form', { name: 'Make a gift' });
    await expect(form.getByRole('radio', { name: '$25' })).toBeChecked();
    await expect(form.getByLabel('E-mail address')).toHaveCount(0);
    await form.getByRole('radio', { name: 'Other', exact: true }).check();
    await form.getByLabel(/^Other amount in/).fill('0.5');
    await form.getByRole('button', { name: 'Donate securely' }).click();
    await expect(form.getByLabel(/^Other amount in/)).toHaveAccessibleDescription(/Give at least 1\./);
    await form.getByLabel(/^Other amount in/).fill('30');
    await expect(form.getByText('$30 once')).toBeVisible();
    await form.getByRole('button', { name: 'Donate securely' }).click();

    await page.waitForURL(new RegExp(`^${STRIPE}/c/pay/`));
    await expect(page.getByRole('heading', { name: 'Pay USD 30.00' })).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name on card').fill('Chidi Eze');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/donate\?thanks=1&session_id=cs_test_\d+$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your gift!' })).toBeVisible();
    await expect.poll(async () => (await outboxTo(email)).filter((sent) => sent.kind === 'donation_receipt').length).toBe(1);
    const donation = (await readAs<ListPage<Donation>>(DEMO.staff, '/donations?limit=200')).items.find(
      (item) => item.email === email,
    );
    expect(donation).toMatchObject({ name: 'Chidi Eze', amount: 30, frequency: 'once', currency: 'USD' });
  });
});
