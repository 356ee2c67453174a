import { expect, test } from '@playwright/test';
import type { DonationConfig, OutboxMessage, Page as ListPage, Pledge } from '@sla/contract';
import { api, DEMO, idTokenOf, signIn } from '../support/accounts.js';
import { SITE_NAME } from '../support/env.js';
import { goLive } from '../support/site.js';

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

test('an admin switches card payments off: the Donate page takes a pledge, thanked on screen and by e-mail, and listed for staff', async ({
  page,
}) => {
  const admin = await idTokenOf(DEMO.admin);
  const email = `pledge-${Date.now()}-${process.pid}@example.org`;
  try {
    const off = await api(admin, 'PUT', '/admin/settings', { cardPayments: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await expect
      .poll(async () => ((await api(null, 'GET', '/public/donations/config')).body as DonationConfig).stripeEnabled)
      .toBe(false);

    await page.goto('/donate');
    await goLive(page);
    const form = page.getByRole('form', { name: 'Make a pledge' });
    await expect(form.getByRole('radio', { name: '$25' })).toBeChecked();
    await form.getByRole('radio', { name: /^Monthly/ }).check();
    await form.getByRole('radio', { name: 'Other', exact: true }).check();
    await form.getByLabel(/^Other amount in/).fill('0.5');
    await form.getByLabel('Your name').fill('Chidi Eze');
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Make my pledge' }).click();
    await expect(form.getByLabel(/^Other amount in/)).toHaveAccessibleDescription(/Give at least 1\./);
    await expect(form.getByLabel('Your name')).toHaveValue('Chidi Eze');
    await form.getByLabel(/^Other amount in/).fill('30');
    await expect(form.getByText('$30 every month')).toBeVisible();
    await form.getByRole('button', { name: 'Make my pledge' }).click();

    const thanks = page.getByRole('main').getByRole('status');
    await expect(thanks).toContainText('Thank you for your pledge');
    await expect(thanks).toContainText('a member of our team will be in touch');
    await expect(thanks).toBeFocused();
    const outbox = (await api(admin, 'GET', `/outbox?to=${encodeURIComponent(email)}`)).body as ListPage<OutboxMessage>;
    expect(outbox.items.find((sent) => sent.kind === 'pledge_thanks')?.text).toContain('$30 a month');
    const staff = await idTokenOf(DEMO.staff);
    const pledges = (await api(staff, 'GET', '/pledges')).body as ListPage<Pledge>;
    expect(pledges.items.find((item) => item.email === email)).toMatchObject({
      name: 'Chidi Eze',
      amount: 30,
      frequency: 'monthly',
      currency: 'USD',
    });
  } finally {
    await api(admin, 'PUT', '/admin/settings', { cardPayments: null });
  }
});
