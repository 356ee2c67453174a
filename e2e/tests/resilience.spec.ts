import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/env.js';
import { freePort, startSite } from '../support/servers.js';
import { DEMO, signIn } from '../support/accounts.js';
import { configure, expectScreen, waitForLiveApp, waitForLiveShell } from '../support/site.js';
import { buildVariant } from '../support/variants.js';

const DIST = join(REPO_ROOT, 'dist');

// These tests move a portal to another address in the browser only, which the page's policy, made
// from the server's configuration, rightly refuses; security-headers.spec.ts tests that policy.
test.use({ bypassCSP: true });

test('a portal at a dead address shows a contained error; the rest works; Retry recovers once it is back', async ({ page }) => {
  const port = await freePort();
  await configure(page, { remotes: { 'mfe-alumni': `http://127.0.0.1:${port}/mfe/mfe-alumni/mf-manifest.json` } });
  await signIn(page, DEMO.admin);
  page.on('pageerror', () => undefined);

  await page.goto('/alumni');
  const panel = page.getByRole('alert');
  await expect(panel).toContainText('This part of the site is not available right now');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();

  // the navigation bar, the public pages and the other portals keep working
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'About' }).click();
  await expectScreen(page, 'About');
  await nav.getByRole('link', { name: DEMO.admin.displayName! }).click();
  await expectScreen(page, 'Admin dashboard');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL('/alumni');
  await expect(page.getByRole('alert')).toContainText('not available');

  // the remote comes back at the same address: Retry loads it without a page reload
  const remote = await startSite(DIST, port);
  try {
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectScreen(page, 'Alumni dashboard');
    await expect(page.getByText(`Welcome, ${DEMO.admin.displayName}.`)).toBeVisible();
  } finally {
    await remote.close();
  }
});

test('offline, a portal says so rather than that the rest works, and loads by itself once back online', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/about');
  await waitForLiveApp(page);
  await expectScreen(page, 'About');
  // The live page knows the role before the connection goes: the portals it offers are on screen.
  const alumni = page.getByRole('navigation', { name: 'Your portals' }).getByRole('link', { name: 'Alumni' });
  await expect(alumni).toBeVisible();
  page.on('pageerror', () => undefined);
  await context.setOffline(true);
  try {
    await alumni.click();
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('You are offline');
    await expect(panel).not.toContainText('still works');
  } finally {
    await context.setOffline(false);
  }
  await expectScreen(page, 'Alumni dashboard');
});

test('a portal that throws while mounting is contained and the others keep working', async ({ page }) => {
  const variant = await buildVariant('mfe-alumni', async (read, write) => {
    const portal = await read('src/portal.tsx');
    await write(
      'src/portal.tsx',
      portal.replace(
        'export const { bootstrap, mount, unmount, update } = lifecycles;',
        "export const { bootstrap, unmount, update } = lifecycles;\nexport const mount = async () => {\n  throw new Error('broken release');\n};",
      ),
    );
  });
  const host = await startSite(variant.deployRoot);
  try {
    await configure(page, { remotes: { 'mfe-alumni': `${host.origin}/mfe/mfe-alumni/mf-manifest.json` } });
    await signIn(page, DEMO.admin);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/alumni');
    await expect(page.getByRole('alert')).toContainText('not available');
    // it really was the broken release that failed, not a missing file
    expect(errors.join('\n')).toContain('broken release');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: DEMO.admin.displayName! }).click();
    await expectScreen(page, 'Admin dashboard');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
    await expectScreen(page, 'Stories');
  } finally {
    await host.close();
    await variant.cleanup();
  }
});

test('when the public portal is down, the shell still signs in and shows Page Not Found', async ({ page }) => {
  const port = await freePort();
  await configure(page, { remotes: { 'mfe-public': `http://127.0.0.1:${port}/mfe/mfe-public/mf-manifest.json` } });
  page.on('pageerror', () => undefined);
  await page.goto('/about');
  // The server's copy of the page is read as it is; the portal is asked for once the visitor acts (decision 0044).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About');
  await waitForLiveShell(page);
  await page.mouse.move(2, 2);
  await expect(page.getByRole('alert')).toContainText('not available');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await expectScreen(page, 'Sign In');
  await page.goto('/nowhere');
  await expectScreen(page, 'Page not found');
});
