import { expect, type Page } from '@playwright/test';
import { SITE_NAME } from './env.js';

/**
 * Rewrites this page's runtime config on the way in: where portals live, or the site name. Per
 * page, so parallel tests never see each other's settings. The site server puts the config into each
 * page: it is rewritten in place once the page is parsed, before the shell's module scripts run
 * (rewriting the HTML response instead would make Chromium treat the page as public and block its
 * calls to the Auth emulator on loopback).
 */
export async function configure(page: Page, change: { remotes?: Record<string, string>; siteName?: string }) {
  await page.addInitScript((wanted) => {
    document.addEventListener('readystatechange', () => {
      const element = document.readyState === 'interactive' ? document.getElementById('runtime-config') : null;
      if (!element?.textContent) return;
      const config = JSON.parse(element.textContent);
      if (wanted.remotes) config.remotes = { ...config.remotes, ...wanted.remotes };
      if (wanted.siteName) config.siteName = wanted.siteName;
      element.textContent = JSON.stringify(config);
    });
  }, change);
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    if (change.remotes) config.remotes = { ...config.remotes, ...change.remotes };
    if (change.siteName) config.siteName = change.siteName;
    await route.fulfill({ response, json: config });
  });
}

/** Navigates inside the app the way a link does (history + popstate), without reloading. */
export async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The screen's heading, and its name in the page title: "<screen> — <site>", or "<thing> — <screen> — <site>". */
export async function expectScreen(page: Page, screen: string, heading: string | RegExp = screen) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(new RegExp(`^(?:.+ — )?${literally(screen)} — ${literally(SITE_NAME)}$`));
}

/** Marks the current document so a test can prove later that no full reload happened. */
export async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
}

export async function expectNotReloaded(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
}

/** Waits until the shell is live over a server-rendered page (its menu and links work); the portal's copy may still be the server's. */
export async function waitForLiveShell(page: Page) {
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(page.locator('#root .app')).toBeVisible();
  await page.waitForFunction(() => !document.querySelector('a.navbar__toggle'));
}

/**
 * Waits until the live app has taken over a server-rendered page (its buttons then work). The public portal waits for
 * the visitor's first act (decision 0044): the pointer moves over the page, as a visitor's would.
 */
export async function waitForLiveApp(page: Page) {
  await goLive(page);
}

/**
 * Acts on a server-rendered portal page (the pointer moves over it, once) and waits until the live portal has replaced
 * the server's copy. Anywhere else it only waits for the live shell: acting on a French page would also fetch the rest
 * of its messages (whenVisitorActs), which a measured first load must not include.
 */
export async function goLive(page: Page) {
  // The shell listens for the visitor once it is live itself.
  await waitForLiveShell(page);
  const waiting = page.locator('.portal-frame > div[hidden]');
  if ((await waiting.count()) === 0) return;
  await page.mouse.move(2, 2);
  await expect(waiting).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.portal .screen')).toBeVisible({ timeout: 15_000 });
}

/** Waits for a screen to be there: its heading, and no loading state left (a portal's or a list's). */
export async function settleScreen(page: Page, timeout = 15_000) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout });
  await expect(page.locator('.loading, .portal-frame__loading')).toHaveCount(0, { timeout });
}
