import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.js';
import { expectNotReloaded, expectScreen, markDocument } from '../support/site.js';

test('moving between portals never reloads the page, and portals share the signed-in identity', async ({ page }) => {
  await signIn(page, DEMO.applicant);
  await page.goto('/');
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  // shell link into a portal
  await nav.getByRole('link', { name: DEMO.applicant.displayName! }).click();
  await expectScreen(page, 'Applicant dashboard');
  // the portal reads the shell's identity from the shared @sla/auth singleton
  await expect(page.getByText(`Welcome, ${DEMO.applicant.displayName}.`)).toBeVisible();

  // link inside a portal
  await page.getByRole('link', { name: 'New application' }).click();
  await expectScreen(page, 'New application');

  // link from one portal into another (applicant -> public)
  await page.getByRole('link', { name: 'StepUp Scholars', exact: true }).click();
  await expectScreen(page, 'StepUp Scholars');

  // shell link to a shell screen, then back through history
  await nav.getByRole('link', { name: 'Donate' }).click();
  await expectScreen(page, 'Donate');
  await page.goBack();
  await expectScreen(page, 'StepUp Scholars');
  await page.goBack();
  await expectScreen(page, 'New application');

  await expectNotReloaded(page);
});

test('an admin moves across the admin, content and alumni portals without reloads', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await expectScreen(page, 'Admin dashboard');
  await markDocument(page);
  await page.getByRole('link', { name: /Users and roles/ }).click();
  await expectScreen(page, 'Users and roles');
  for (const [path, screen] of [
    ['/content', 'Content dashboard'],
    ['/alumni/directory', 'Alumni directory'],
    ['/admin/programs', 'Programme settings'],
  ] as const) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expectScreen(page, screen);
  }
  await expectNotReloaded(page);
});

test('a refused screen inside a portal sends the visitor back into the same portal, again and again, without hanging', async ({
  page,
}) => {
  await signIn(page, DEMO.staff);
  await markDocument(page);
  for (let round = 0; round < 6; round++) {
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/programs');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectScreen(page, 'Programme settings');
    // staff may not manage users: the guard sends them back to /admin, remounting the portal
    await page.evaluate(() => {
      window.history.pushState({}, '', '/admin/users');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectScreen(page, 'Admin dashboard');
  }
  await expectNotReloaded(page);
});

test('Back pressed while the next screen is still loading shows the screen the visitor came back to', async ({ page }) => {
  await signIn(page, DEMO.student, `/login?redirect=${encodeURIComponent('/student/assignments')}`);
  await expectScreen(page, 'Assignments');
  // The assignment's code is slow to arrive, and the student does not wait for it: it is held until they are back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/AssignmentDetail-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.locator('main a[href*="/student/assignments/"]').first().click();
  await expect(page).toHaveURL(/\/student\/assignments\/.+/);
  await page.goBack();
  await expect(page).toHaveURL(/\/student\/assignments$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assignments');
  // Still there once the slow code has arrived and run: importing it again resolves only once the page's own import
  // of it has run (one module per address), and two frames later whatever it would have drawn is drawn.
  const finished = page.waitForEvent('requestfinished', (request) => /\/AssignmentDetail-[^/]*\.js$/.test(request.url()));
  release();
  const code = (await finished).url();
  await page.evaluate(async (url) => {
    await import(url);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, code);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Assignments');
});
