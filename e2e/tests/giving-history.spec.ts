import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import type { Donation, OutboxMessage, Page as ListPage } from '@sla/contract';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { goLive } from '../support/site.js';

// The giving history against the whole stack (decision 0051). The demo seed gives the demo alumnus seven gifts (one a
// monthly gift with its renewals) and a pledge, and another donor one gift; the outbox holds every e-mail in these runs.
// Stripe is the run's stand-in: the monthly gift shows with its controls (changing and stopping one, against the
// stand-in, is monthly-gifts.spec.ts; these tests leave the demo donor's gift as it is, for the others here).

const DONOR = DEMO.alumni.email;

async function mailsTo(address: string): Promise<OutboxMessage[]> {
  const admin = await idTokenOf(DEMO.admin);
  return ((await api(admin, 'GET', `/outbox?to=${encodeURIComponent(address)}`)).body as ListPage<OutboxMessage>).items;
}

/** The path of the newest giving-history link e-mailed to `address` ("/giving/…" or "/fr/giving/…"). */
async function givingLinkTo(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(address)).find((item) => item.kind === 'giving_link');
      link = /https?:\/\/[^\s"'<>/]+(\/(?:fr\/)?giving\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await goLive(page);
}

async function pdfOf(download: Download): Promise<string> {
  return (await readFile((await download.path())!)).subarray(0, 5).toString();
}

test('a donor asks for a link by e-mail, opens it, sees every gift and pledge and downloads receipts; a stranger gets the same answer and no e-mail', async ({
  page,
}) => {
  const stranger = `never-gave-${Date.now()}@example.org`;
  await open(page, '/giving');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giving history');
  const form = page.getByRole('region', { name: 'Get a link by e-mail' });
  await form.getByLabel('E-mail address').fill('not-an-address');
  await form.getByRole('button', { name: 'Send me the link' }).click();
  await expect(form.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
  await form.getByLabel('E-mail address').fill(stranger);
  await form.getByRole('button', { name: 'Send me the link' }).click();
  const answer = form.getByRole('status');
  await expect(answer).toContainText('a link to its giving history is on its way');
  const strangerAnswer = await answer.textContent();

  await open(page, '/giving');
  const again = page.getByRole('region', { name: 'Get a link by e-mail' });
  await again.getByLabel('E-mail address').fill(DONOR);
  await again.getByRole('button', { name: 'Send me the link' }).click();
  await expect(again.getByRole('status')).toHaveText(strangerAnswer!);
  const link = await givingLinkTo(DONOR);
  expect(await mailsTo(stranger)).toEqual([]);

  await open(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your giving history');
  await expect(page.getByText(`Gifts and pledges made with ${DONOR}.`)).toBeVisible();
  const gifts = page.getByRole('table', { name: 'Gifts, newest first' });
  await expect(gifts.locator('tbody tr')).toHaveCount(7);
  await expect(page.getByRole('table', { name: 'Pledges, newest first' }).locator('tbody tr')).toHaveCount(1);
  const monthly = page.getByRole('region', { name: 'Monthly gifts' });
  await expect(monthly.getByText('$10 a month')).toBeVisible();
  await expect(monthly.getByText('Active')).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Change amount' })).toBeVisible();
  await expect(monthly.getByRole('button', { name: 'Stop monthly gift' })).toBeVisible();
  await expect(monthly.getByText('Changing a monthly gift online is not available right now.', { exact: false })).toHaveCount(0);
  await expect(page.getByText('Amara Diallo')).toHaveCount(0);

  // One gift's receipt, then one for a period covering every gift.
  const [one] = await Promise.all([
    page.waitForEvent('download'),
    gifts
      .getByRole('button', { name: /Receipt for the gift of/ })
      .first()
      .click(),
  ]);
  expect(await pdfOf(one)).toBe('%PDF-');
  // Saved under the number printed on it, and a period's receipt under its days too.
  expect(one.suggestedFilename()).toMatch(/^receipt-\d{6}\.pdf$/);
  const range = page.getByRole('form', { name: 'Receipt for a period' });
  await range.getByLabel('From').fill('2020-01-01');
  await range.getByLabel('To').fill('2019-01-01');
  await range.getByRole('button', { name: 'Download receipt' }).click();
  await expect(range.getByText('The start date must be on or before the end date.')).toBeVisible();
  await range.getByLabel('To').fill(`${new Date().getFullYear() + 1}-12-31`);
  const [all] = await Promise.all([
    page.waitForEvent('download'),
    range.getByRole('button', { name: 'Download receipt' }).click(),
  ]);
  expect(await pdfOf(all)).toBe('%PDF-');
  expect(all.suggestedFilename()).toMatch(
    new RegExp(`^receipt-\\d{6}-2020-01-01-to-${new Date().getFullYear() + 1}-12-31\\.pdf$`),
  );
  // A period with no gifts says so.
  await range.getByLabel('From').fill('2001-01-01');
  await range.getByLabel('To').fill('2001-12-31');
  await range.getByRole('button', { name: 'Download receipt' }).click();
  await expect(page.getByRole('alert')).toHaveText('There are no gifts between these dates.');

  // The bad case: this link asking for someone else's gift is refused as a gift that does not exist.
  const token = link.split('/giving/')[1]!;
  const staff = await idTokenOf(DEMO.staff);
  const listed = ((await api(staff, 'GET', '/donations?limit=50')).body as ListPage<Donation>).items;
  const theirs = listed.find((gift) => gift.email === 'amara.diallo@example.org')!;
  const refused = await api(null, 'GET', `/public/giving/${token}/receipt?gift=${theirs.id}`);
  expect(refused).toEqual({
    status: 404,
    body: { error: { code: 'not_found', message: 'There is no such gift in this giving history.' } },
  });

  // An unknown link says it does not work and where to ask for a new one.
  await open(page, `/giving/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('the link in French opens the history in French', async ({ page }) => {
  await open(page, '/fr/giving');
  const form = page.getByRole('region', { name: 'Recevoir un lien par e-mail' });
  await form.getByLabel('Adresse e-mail').fill(DONOR.toUpperCase());
  await form.getByRole('button', { name: 'M’envoyer le lien' }).click();
  await expect(form.getByRole('status')).toContainText('un lien vers son historique est en route');
  await expect
    .poll(async () => (await mailsTo(DONOR)).filter((mail) => mail.subject.startsWith('Votre historique')).length)
    .toBe(1);
  const mail = (await mailsTo(DONOR)).find((item) => item.subject.startsWith('Votre historique'))!;
  const link = /https?:\/\/[^\s"'<>/]+(\/fr\/giving\/[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
  await open(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre historique des dons');
  await expect(page.getByRole('region', { name: 'Dons mensuels' })).toBeVisible();
});

test('the signed-in donor sees their account address’s history on /giving and downloads a receipt', async ({ page }) => {
  await signIn(page, DEMO.alumni, `/login?redirect=${encodeURIComponent('/giving')}`);
  await expect(page).toHaveURL(/\/giving$/);
  await goLive(page);
  await expect(page.getByText(`Gifts and pledges made with ${DONOR}.`)).toBeVisible();
  const gifts = page.getByRole('table', { name: 'Gifts, newest first' });
  await expect(gifts.locator('tbody tr')).toHaveCount(7);
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    gifts
      .getByRole('button', { name: /Receipt for the gift of/ })
      .last()
      .click(),
  ]);
  expect(await pdfOf(receipt)).toBe('%PDF-');
});

test('staff open a donor’s page from the donations list and download the receipt the donor would get; others cannot', async ({
  page,
}) => {
  await signIn(page, DEMO.staff, `/login?redirect=${encodeURIComponent('/admin/supporters?tab=donations')}`);
  const donations = page.getByRole('table', { name: 'Donations' });
  await donations.getByRole('link', { name: DONOR }).first().click();
  await expect(page).toHaveURL(/\/admin\/supporters\/donor\?email=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donor');
  const gifts = page.getByRole('table', { name: 'Gifts, newest first' });
  await expect(gifts.locator('tbody tr')).toHaveCount(7);
  // Staff read; the donor decides about their monthly gift.
  await expect(
    page.getByText('To change or stop a monthly gift, the donor uses their giving history, or writes to us.'),
  ).toBeVisible();
  const [receipt] = await Promise.all([
    page.waitForEvent('download'),
    gifts
      .getByRole('button', { name: /Receipt for the gift of/ })
      .first()
      .click(),
  ]);
  expect(await pdfOf(receipt)).toBe('%PDF-');

  // An editor holds no view_all_users: the service refuses the donor's page.
  const editor = await idTokenOf(DEMO.content_editor);
  expect((await api(editor, 'GET', `/donors/giving?email=${encodeURIComponent(DONOR)}`)).status).toBe(403);
});
