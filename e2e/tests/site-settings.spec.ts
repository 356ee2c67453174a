import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { SITE_NAME } from '../support/env.js';

test('an admin renames the site: the server-rendered home page shows the new name and the change is audited', async ({
  page,
  browser,
}) => {
  const renamed = `Renamed Leaders ${Date.now()}`;
  const admin = await idTokenOf(DEMO.admin);
  try {
    await signIn(page, DEMO.admin, '/login?redirect=%2Fadmin%2Fsettings');
    const name = page.getByRole('textbox', { name: /^Site name/ });
    await expect(name).toHaveValue(SITE_NAME);
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset site name to the default' })).toBeVisible();

    // Without JavaScript, only what the site server wrote shows; it asks the data service every few seconds.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const home = await context.newPage();
    await expect
      .poll(
        async () => {
          await home.goto('/');
          return home.title();
        },
        { timeout: 15_000 },
      )
      .toContain(renamed);
    await expect(home.getByText(renamed).first()).toBeVisible();
    await context.close();

    const audit = await api(admin, 'GET', '/audit-logs');
    expect(audit.status).toBe(200);
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        type: 'settings_change',
        userId: DEMO.admin.uid,
        changes: [{ key: 'siteName', from: SITE_NAME, to: renamed }],
      }),
    );
  } finally {
    await api(admin, 'PUT', '/admin/settings', { siteName: null });
  }
});
