import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.js';
import { E2E_API_PORT } from '../support/env.js';
import { settleScreen } from '../support/site.js';

// On a phone (360 px wide) the review queue, the reference requests, the users table and each supporters tab show every row as
// a card: the key columns read without scrolling sideways, and nothing makes the page wider than the
// screen. The tables stay tables for screen readers (rows, row headers and cells).

const WIDTH = 360;
// A documentation address (RFC 5737), only ever written in a header.
const VISITOR = `203.0.113.${1 + (Date.now() % 250)}`;
test.use({ viewport: { width: WIDTH, height: 740 } });

/**
 * A visitor's form sent straight to the data service, as from an address of its own: the public forms
 * are rate-limited per address, and other tests send theirs from this machine's.
 */
async function sendAsVisitor(path: string, body: object) {
  const response = await fetch(`http://127.0.0.1:${E2E_API_PORT}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': VISITOR },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.text()}`).toBeLessThan(300);
}

async function expectNoSidewaysScrolling(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width}px wide`).toBeLessThanOrEqual(WIDTH);
}

/** The row's header and the named columns are on screen, whole, and hold text; the table does not scroll. */
async function expectKeyColumns(table: Locator, row: Locator, columns: readonly string[]) {
  const cells = [row.getByRole('rowheader'), ...columns.map((column) => row.locator(`[data-label="${column}"]`))];
  for (const cell of cells) {
    await expect(cell).toBeVisible();
    expect((await cell.innerText()).trim(), 'a key column shows its text').not.toBe('');
    const box = await cell.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
  }
  const region = table.locator('xpath=..');
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'the table scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

test('the review queue shows applicant, programme, status and decision on a phone', async ({ page }) => {
  await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Fapplications');
  await settleScreen(page);
  const table = page.getByRole('table', { name: 'Applications' });
  const first = table.locator('tbody tr').first();
  await expect(first.getByRole('link')).toBeVisible();
  await expectKeyColumns(table, first, ['Programme', 'Status', 'Decision', 'Submitted']);
  await expectNoSidewaysScrolling(page);
});

test('the reference requests show applicant, referee, status and deadline on a phone', async ({ page }) => {
  // The demo's Dynamerge asks for a referee, and is the list's first programme when the address names none.
  await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Freferences');
  await settleScreen(page);
  const table = page.getByRole('table', { name: 'Reference requests' });
  const first = table.locator('tbody tr').first();
  await expect(first.getByRole('link')).toBeVisible();
  await expectKeyColumns(table, first, ['Referee', 'Status', 'Deadline']);
  await expectNoSidewaysScrolling(page);
});

test('the users table shows name, e-mail, role and Change role on a phone', async ({ page }) => {
  await signIn(page, DEMO.admin, '/login?redirect=%2Fadmin%2Fusers');
  await settleScreen(page);
  await page.getByLabel('Search by name or e-mail').fill(DEMO.staff.email);
  const table = page.getByRole('table', { name: 'Users' });
  const staff = table.getByRole('row', { name: new RegExp(DEMO.staff.email.replace(/[.]/g, '\\.')) });
  await expect(staff).toHaveCount(1);
  await expectKeyColumns(table, staff, ['E-mail', 'Role']);
  await expect(staff.getByRole('cell', { name: DEMO.staff.email })).toBeVisible();
  const change = staff.getByRole('button', { name: /^Change role for / });
  await expect(change).toBeVisible();
  const box = await change.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
  await expectNoSidewaysScrolling(page);
});

test('each supporters tab shows its key columns on a phone', async ({ page }) => {
  const stamp = Date.now();
  const email = (what: string) => `small-screens-${what}-${stamp}@example.org`;
  await sendAsVisitor('/public/newsletter', { email: email('newsletter') });
  const pledge = { name: `Pledging Person ${stamp}`, email: email('pledge'), amount: 250, frequency: 'monthly' };
  await sendAsVisitor('/public/pledges', pledge);
  const message = {
    kind: 'partner',
    name: `Writing Person ${stamp}`,
    email: email('message'),
    organisation: 'Nairobi Science Foundation',
    message: 'We would like to host two scholars in our laboratory next summer. Who should we talk to?',
  };
  await sendAsVisitor('/public/messages', message);

  await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Fsupporters');
  await settleScreen(page);

  const subscribers = page.getByRole('table', { name: 'Subscribers' });
  const subscriber = subscribers.getByRole('row', { name: new RegExp(email('newsletter')) });
  await expectKeyColumns(subscribers, subscriber, ['Status', 'Signed up']);
  await expectNoSidewaysScrolling(page);

  await page.getByRole('tab', { name: 'Pledges' }).click();
  await settleScreen(page);
  const pledges = page.getByRole('table', { name: 'Pledges' });
  const pledged = pledges.getByRole('row', { name: new RegExp(pledge.name) });
  await expectKeyColumns(pledges, pledged, ['E-mail', 'Amount', 'Frequency']);
  await expectNoSidewaysScrolling(page);

  await page.getByRole('tab', { name: 'Messages' }).click();
  await settleScreen(page);
  const messages = page.getByRole('table', { name: 'Messages' });
  const sent = messages.locator('tbody').filter({ hasText: message.name }).getByRole('row').first();
  await expectKeyColumns(messages, sent, ['E-mail', 'Type', 'Received']);
  await expect(messages.getByText(/We would like to host two scholars/).first()).toBeVisible();
  await expectNoSidewaysScrolling(page);

  // No gifts are paid online in the test stack: the tab still fits the screen.
  await page.getByRole('tab', { name: 'Donations' }).click();
  await settleScreen(page);
  await expectNoSidewaysScrolling(page);
});

test('the menu button stays on the logo’s row, signed out and signed in with the portal row below', async ({ page }) => {
  const onLogoRow = async () => {
    const logo = (await page.locator('.navbar__logo').boundingBox())!;
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    // The button's middle lies within the logo row's height, and it ends inside the screen.
    expect(menu.y + menu.height / 2).toBeGreaterThan(logo.y - 16);
    expect(menu.y + menu.height / 2).toBeLessThan(logo.y + logo.height + 16);
    expect(menu.x + menu.width).toBeLessThanOrEqual(WIDTH);
  };
  await page.goto('/about');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await onLogoRow();
  await signIn(page, DEMO.admin);
  await expect(page.getByRole('navigation', { name: 'Your portals' })).toBeVisible();
  await onLogoRow();
  await expectNoSidewaysScrolling(page);
});
