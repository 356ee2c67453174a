import { expect, test } from '@playwright/test';
import { expectScreen } from '../support/site.js';

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
  await page.addInitScript(() => {
    (window as unknown as { __shifts: number }).__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { __shifts: number }).__shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/about');
  await expectScreen(page, 'About');
  // The portal has mounted and replaced the server's copy.
  await expect(page.locator('[data-server-rendered]')).toHaveCount(0);
  await expect(page.locator('.portal-frame .portal')).toContainText('About');
  // Fonts and images in, then two frames painted: any shift the take-over caused has been reported.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBeLessThan(0.02);
  // And it is the live app: links move without reloading.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stories' }).click();
  await expectScreen(page, 'Stories');
});
