import { expect, test, type Page } from '@playwright/test';
import type { OutboxMessage, Page as ListPage } from '@sla/contract';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { E2E_API_PORT } from '../support/env.js';
import { settleScreen } from '../support/site.js';

// The follow-up inbox against the whole stack (decision 0049): a visitor writes in French; staff find it by its
// filters, add a note, reply (e-mailed in French, the outbox holds every e-mail in these runs); the visitor answers on
// the page the link opens, with no account; staff see the answer and close the item. A sender who deletes their
// account can no longer be written to, and their link stops working. On a phone the inbox is cards.

let counter = 0;
const stamp = () => `${Date.now()}-${process.pid}-${++counter}`;
// A documentation address (RFC 5737) per run: the public forms are rate-limited per address.
const VISITOR = `198.51.100.${1 + (Date.now() % 250)}`;

/** A message sent straight to the data service, from the visitor's own address, in `language`. */
async function sendMessage(body: object, language = 'en') {
  const response = await fetch(`http://127.0.0.1:${E2E_API_PORT}/api/public/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': VISITOR, 'accept-language': language },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.text()).toBe(202);
}

/** The path of the newest reply link e-mailed to `address` ("/follow-up/…" or "/fr/follow-up/…"), with the mail. */
async function replyLinkTo(address: string): Promise<{ path: string; mail: OutboxMessage }> {
  const admin = await idTokenOf(DEMO.admin);
  let mails: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      const items = ((await api(admin, 'GET', `/outbox?to=${encodeURIComponent(address)}`)).body as ListPage<OutboxMessage>)
        .items;
      mails = items.filter((mail) => /follow-up\//.test(mail.text));
      return mails.length;
    })
    .toBeGreaterThan(0);
  const match = /https?:\/\/[^\s"'<>/]+(\/(?:fr\/)?follow-up\/[A-Za-z0-9_-]{43})/.exec(mails[0]!.text);
  if (!match) throw new Error(`No reply link in: ${mails[0]!.text}`);
  return { path: match[1]!, mail: mails[0]! };
}

async function openItem(page: Page, name: string, filters = '?kind=volunteer') {
  await page.goto(`/admin/inbox${filters}`);
  await settleScreen(page);
  await page.getByRole('link', { name }).click();
  await settleScreen(page);
  await expect(page.getByRole('heading', { name: `Reply to ${name}` })).toBeVisible();
}

test('staff reply to a French message from the inbox; the sender answers on the site; staff close it', async ({
  page,
  browser,
}) => {
  const id = stamp();
  const name = `Awa Inbox ${id}`;
  const email = `awa-${id}@example.org`;
  await sendMessage(
    { kind: 'volunteer', name, email, message: 'Je voudrais aider lors de votre prochain atelier à Dakar.' },
    'fr',
  );

  await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Finbox%3Fkind%3Dvolunteer');
  await settleScreen(page);
  // The filters live in the address; open items are the default.
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('open');
  await expect(page.getByLabel('Kind')).toHaveValue('volunteer');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  await row.getByRole('link', { name }).click();
  await settleScreen(page);
  await expect(page.getByText('Je voudrais aider lors de votre prochain atelier à Dakar.')).toBeVisible();
  await expect(page.locator('#main dd', { hasText: 'Français' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Note' }).fill('She ran workshops in Thiès last year: ask about dates.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByText(/^Internal note by /)).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Merci Awa ! Notre prochain atelier est le 12 mars. Pouvez-vous venir ?');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText(/^Reply by .*, e-mailed/)).toBeVisible();
  // Replying to a new item makes it in progress, owned by whoever replied.
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('in_progress');

  const { path, mail } = await replyLinkTo(email);
  expect(path.startsWith('/fr/follow-up/')).toBe(true);
  expect(mail.subject).toBe('Une réponse à votre message à Scientist-Leaders Africa');

  // The sender, with no account, answers on the page the link opens: in French, without staff's note or names.
  const sender = await browser.newPage();
  await sender.goto(path);
  await expect(sender.getByText('Notre prochain atelier est le 12 mars', { exact: false })).toBeVisible();
  await expect(sender.getByText('Thiès')).toHaveCount(0);
  await sender.getByLabel('Votre réponse').fill('Oui, je serai là le 12 mars.');
  await sender.getByRole('button', { name: 'Envoyer votre réponse' }).click();
  await expect(sender.getByText('Merci : votre message a été ajouté à la conversation.', { exact: false })).toBeVisible();
  await sender.close();

  await page.reload();
  await settleScreen(page);
  await expect(page.getByText('Oui, je serai là le 12 mars.')).toBeVisible();
  await expect(page.getByText(`${name} answered`)).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption('done');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await settleScreen(page);
  await expect(page.getByRole('link', { name })).toHaveCount(0);
  await page.getByLabel('Status', { exact: true }).selectOption('done');
  await expect(page).toHaveURL(/status=done/);
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('a sender who deleted their account: the item stays, the reply box says why it is closed, the old link does not work', async ({
  page,
  browser,
}) => {
  const person = await newPerson({ displayName: `Leaving Sender ${stamp()}` });
  const name = `Leaving Sender ${stamp()}`;
  await sendMessage({ kind: 'volunteer', name, email: person.email, message: 'I can help with the summer school logistics.' });
  await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Finbox%3Fkind%3Dvolunteer');
  await settleScreen(page);
  await page.getByRole('link', { name }).click();
  await settleScreen(page);
  await page.getByRole('textbox', { name: 'Your reply' }).fill('Thank you! Could you call us on Monday?');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText(/^Reply by .*, e-mailed/)).toBeVisible();
  const { path } = await replyLinkTo(person.email);

  const deleted = await api(await idTokenOf(person), 'DELETE', '/users/me', { confirm: person.email });
  expect(deleted.status, JSON.stringify(deleted.body)).toBe(204);

  await page.reload();
  await settleScreen(page);
  await expect(page.getByText('Account deleted')).toBeVisible();
  await expect(page.getByText(`${name} deleted their account on`, { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
  // Notes still work: the team records why it is closed.
  await page.getByRole('textbox', { name: 'Note' }).fill('The sender deleted their account: closing.');
  await page.getByRole('button', { name: 'Add the note' }).click();
  await expect(page.getByText('The sender deleted their account: closing.')).toBeVisible();

  const sender = await browser.newPage();
  await sender.goto(path);
  await expect(sender.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await sender.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the inbox is cards and the thread fits the screen, with no sideways scrolling', async ({ page }) => {
    const name = `Phone Sender ${stamp()}`;
    await sendMessage({
      kind: 'partner',
      name,
      email: `phone-${stamp()}@example.org`,
      organisation: 'Kigali Institute of Science',
      message: 'We would like to sponsor a Dynamerge cohort. Whom should we speak to about it?',
    });
    await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Finbox%3Fkind%3Dpartner');
    await settleScreen(page);
    const row = page.getByRole('row', { name: new RegExp(name) });
    for (const column of ['Kind', 'Status', 'Owner']) await expect(row.locator(`[data-label="${column}"]`)).toBeVisible();
    const wide = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await wide()).toBeLessThanOrEqual(360);
    await openItem(page, name, '?kind=partner');
    await expect(page.getByText('Kigali Institute of Science')).toBeVisible();
    expect(await wide()).toBeLessThanOrEqual(360);
  });
});
