import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { api, customClaimsOf, DEMO, idTokenOf, latestOobCode, newPerson, signIn, type Account } from '../support/accounts.js';
import { clientNavigate } from '../support/site.js';

async function openAccount(page: Page, person: Account) {
  await signIn(page, person);
  await clientNavigate(page, '/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account');
}

test('a new display name is saved in the profile and shown in the navigation', async ({ page }) => {
  const person = await newPerson({ displayName: 'Before Name' });
  await openAccount(page, person);
  const form = page.getByRole('form', { name: 'Your name' });
  await form.getByLabel('Display name').fill('');
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(form.getByRole('alert').or(form.locator('.field__error'))).not.toHaveCount(0);
  await form.getByLabel('Display name').fill('Amara Okafor');
  await form.getByRole('button', { name: 'Save name' }).click();
  await expect(form.getByRole('status')).toHaveText('Your name is saved.');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Amara Okafor' })).toBeVisible();
  expect((await api(await idTokenOf(person), 'GET', '/users/me')).body.displayName).toBe('Amara Okafor');
});

test('the password changes only with the right current password and a strong new one', async ({ page }) => {
  const person = await newPerson();
  await openAccount(page, person);
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password').fill('a-brand-new-password-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is not right. Check it and try again.')).toBeVisible();
  await form.getByLabel('Current password').fill(person.password);
  await form.getByLabel('New password').fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText(/Choose a password of at least \d+ characters\./)).toBeVisible();
  // Nothing changed so far: the old password still signs in.
  await idTokenOf(person);

  await form.getByLabel('New password').fill('a-brand-new-password-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password is changed. Use the new one next time you sign in.');
  await expect(idTokenOf(person)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
  await idTokenOf({ email: person.email, password: 'a-brand-new-password-2' });
});

test('a new e-mail address takes effect once its link is opened, and one in use is refused', async ({ page }) => {
  const person = await newPerson();
  await openAccount(page, person);
  const form = page.getByRole('form', { name: 'Change e-mail address' });
  await form.getByLabel('New e-mail address').fill(DEMO.staff.email);
  await form.getByLabel('Current password').fill(person.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByText('Another account already uses this e-mail. Choose a different one.')).toBeVisible();

  const next = `moved-${Date.now()}@example.org`;
  await form.getByLabel('New e-mail address').fill(next);
  await form.getByLabel('Current password').fill(person.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a link to ${next}.`);

  // An expired or used link says so and changes nothing.
  await page.goto('/login?mode=verifyAndChangeEmail&oobCode=not-a-real-code');
  await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();

  // Firebase files the code under the address being changed.
  const code = await latestOobCode(person.email, 'VERIFY_AND_CHANGE_EMAIL');
  await page.goto(`/login?mode=verifyAndChangeEmail&oobCode=${encodeURIComponent(code.oobCode)}`);
  await expect(page.getByText('Your e-mail address is changed. Sign in with the new address.')).toBeVisible();
  const token = await idTokenOf({ email: next, password: person.password });
  expect((await api(token, 'GET', '/users/me')).body.email).toBe(next);
  await expect(idTokenOf(person)).rejects.toThrow();
});

test('e-mail choices are saved, and my data downloads as JSON', async ({ page }) => {
  const person = await newPerson();
  await openAccount(page, person);
  const choices = page.getByRole('form', { name: 'E-mail preferences' });
  const decisions = choices.getByRole('checkbox', { name: /Decisions on my applications/ });
  await expect(decisions).toBeChecked();
  await decisions.uncheck();
  await choices.getByRole('button', { name: 'Save e-mail choices' }).click();
  await expect(choices.getByRole('status')).toHaveText('Your e-mail choices are saved.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Decisions on my applications/ })).not.toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await (await download).path();
  const mine = JSON.parse(await readFile(file, 'utf8'));
  expect(JSON.stringify(mine)).toContain(person.email);
  expect(JSON.stringify(mine)).toContain(person.uid);
  expect(JSON.stringify(mine)).not.toContain(DEMO.applicant.email);
});

test('deleting my account removes the sign-in and the profile; the last admin cannot', async ({ page }) => {
  const person = await newPerson();
  await openAccount(page, person);
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your e-mail address').fill('someone-else@example.org');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText(`Type ${person.email} to confirm.`)).toBeVisible();
  await dialog.getByLabel('Your e-mail address').fill(person.email);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByText(/Your account is deleted/)).toBeVisible();
  await expect(idTokenOf(person)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  expect((await api(await idTokenOf(DEMO.admin), 'GET', `/users/${person.uid}`)).status).toBe(404);

  const admin = await idTokenOf(DEMO.admin);
  const refused = await api(admin, 'DELETE', '/users/me', { confirm: DEMO.admin.email });
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toMatch(/last admin/i);
});

test('a role changed by an admin reaches the open browser within 5 seconds, without signing out', async ({ page }) => {
  const person = await newPerson();
  // The page's role stream answers once the service has subscribed it, as an open tab's would have been.
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/users/me/live') && response.ok());
  await signIn(page, person);
  await expect(page).toHaveURL('/applicant');
  const switcher = page.getByRole('navigation', { name: 'Your portals' });
  await expect(switcher.getByRole('link')).toHaveText(['Applicant', 'Account']);
  await streamOpen;

  const started = Date.now();
  const changed = await api(await idTokenOf(DEMO.admin), 'POST', `/users/${person.uid}/role`, {
    role: 'student',
    reason: 'Accepted',
  });
  expect(changed.status).toBe(200);
  await expect(switcher.getByRole('link')).toHaveText(['Applicant', 'Student', 'Account'], { timeout: 5000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`role change reached the browser in ${seconds.toFixed(2)} s`);
  expect(seconds).toBeLessThan(5);
  // Firebase holds the role as a custom claim, so the page's next token carries it.
  expect(await customClaimsOf(person.uid)).toEqual({ role: 'student' });
});
