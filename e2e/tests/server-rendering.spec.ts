import { expect, test, type Page } from '@playwright/test';
import {
  clientNavigate,
  expectNotReloaded,
  expectScreen,
  markDocument,
  waitForLiveApp,
  waitForLiveShell,
} from '../support/site.js';

/** Adds up the page's layout shifts not caused by the visitor, from its first paint on (read with layoutShifts). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);

test('a first visit gets the page from the server: readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' })).toBeVisible();
  await expect(page).toHaveTitle(/^About — /);
  await context.close();
});

test('the live portal takes over the server-rendered page without moving anything', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/about');
  await expectScreen(page, 'About');
  // The live portal waits for the visitor (moving the pointer over the page is enough), then replaces the server's copy.
  await waitForLiveApp(page);
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(page.locator('.portal-frame .portal')).toContainText('About');
  // Fonts and images in, then two frames painted: any shift the take-over caused has been reported.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await layoutShifts(page)).toBeLessThan(0.02);
  // And it is the live app: links move without reloading.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
  await expectScreen(page, 'Stories');
});

test('a reader who only reads costs no second render; their first click on the page is done by the live portal', async ({
  page,
}) => {
  await page.goto('/');
  await waitForLiveShell(page);
  const screen = page.locator('.portal-frame .screen');
  await expect(screen).toBeVisible();
  // The shell is live, the portal's code is in, and nothing has drawn the page a second time.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.portal-frame .portal')).toHaveCount(0);
  await markDocument(page);
  // A click on a link of the server's copy starts the portal; the same link in the live copy then opens the page
  // inside the site, without loading it again.
  const link = screen.getByRole('link', { name: 'Apply now' }).first();
  await link.click();
  // The click waits for the portal's screen chunk and its render: on a loaded CI machine that took more than 10 s once.
  await expect(page).toHaveURL('/signup', { timeout: 20_000 });
  await expectScreen(page, 'Sign Up');
  await expectNotReloaded(page);
});

test('a page the router moves to before the visitor acted is drawn live at once (Back, a script)', async ({ page }) => {
  await page.goto('/about');
  await waitForLiveShell(page);
  await clientNavigate(page, '/contact');
  await expectScreen(page, 'Contact');
  await expect(page.locator('.portal-frame .portal .screen')).toBeVisible();
});

test('keyboard focus in the server copy stays on the same link once the live portal has taken over', async ({ page }) => {
  await page.goto('/about');
  await waitForLiveShell(page);
  const first = page.locator('.portal-frame .screen a[href]').first();
  const name = await first.textContent();
  await first.focus();
  // The live copy is shown (the server's is gone with it) and has the focus where the visitor left it.
  await expect(page.locator('.portal-frame .portal .screen')).toBeVisible();
  await expect(page.locator('.portal-frame .screen')).toHaveCount(1);
  await expect
    .poll(() => page.evaluate(() => (document.activeElement?.closest('.portal') ? document.activeElement.textContent : null)))
    .toBe(name);
});

test('the sign-in and sign-up screens arrive rendered, their fields waiting for the live screen', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connexion');
  const form = page.getByRole('form', { name: 'Se connecter' });
  // Typed into before the script runs, a field would lose its text when the live screen replaced it.
  await expect(form.getByLabel('Adresse e-mail')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Se connecter', exact: true })).toBeDisabled();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');
  await expect(page.getByRole('form', { name: 'Create an account' }).getByLabel('Your name')).toBeDisabled();
  await context.close();
});

test('a French sign-in page takes over live and answers in French, with the words it had not carried', async ({ page }) => {
  await recordLayoutShifts(page);
  await page.goto('/fr/login');
  const form = page.getByRole('form', { name: 'Se connecter' });
  // Playwright waits for the live, enabled fields.
  await form.getByLabel('Adresse e-mail').fill('nobody-here@example.org');
  await form.getByLabel('Mot de passe').fill('not-the-password-1');
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  // The live screen replaced the server's without moving anything.
  expect(await layoutShifts(page)).toBeLessThan(0.02);
  await form.getByRole('button', { name: 'Se connecter', exact: true }).click();
  // A refusal message the server-rendered page did not carry: it came with the rest of the catalogue once the visitor acted.
  await expect(form.getByText(/ne correspondent pas|Aucun compte/)).toBeVisible();
  await expect(page).toHaveTitle(/^Connexion — /);
});
