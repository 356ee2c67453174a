import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, latestOobCode, newPerson, signIn } from '../support/accounts.js';
import { expectScreen } from '../support/site.js';

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test('sign up: account, profile as applicant with the requested role kept, verification e-mail, lands on /applicant', async ({
  page,
}) => {
  const email = unique('newcomer');
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Your name').fill('Wanjiru Kamau');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('group', { name: 'What brings you here?' }).getByLabel('I am an alumna or alumnus').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  // Checked before anything is sent; what was typed stays.
  await expect(form.getByText('Choose a password of at least 8 characters.')).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('Wanjiru Kamau');
  await form.getByLabel('Password').fill('a-good-long-password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/applicant');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Wanjiru Kamau' })).toBeVisible();

  const token = await idTokenOf({ email, password: 'a-good-long-password' });
  const me = await api(token, 'GET', '/users/me');
  expect(me.body).toMatchObject({ email, displayName: 'Wanjiru Kamau', role: 'applicant', requestedRole: 'alumni' });
  expect(me.body.createdAt).toBe(me.body.updatedAt);
  await latestOobCode(email, 'VERIFY_EMAIL');
});

test('sign up with an e-mail already in use says so beside the field', async ({ page }) => {
  await page.goto('/signup');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Your name').fill('Second Try');
  await form.getByLabel('E-mail address').fill(DEMO.student.email);
  await form.getByLabel('Password').fill('a-good-long-password');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('An account already uses this e-mail. Sign in instead, or reset your password.')).toBeVisible();
  await expect(page).toHaveURL('/signup');
});

test('sign in shows plain errors for a wrong password and an unknown e-mail, keeping what was typed', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText('Enter your e-mail address.')).toBeVisible();
  await form.getByLabel('E-mail address').fill(DEMO.staff.email);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText("That e-mail and password don't match. Check them and try again.")).toBeVisible();
  await expect(form.getByLabel('E-mail address')).toHaveValue(DEMO.staff.email);
  await form.getByLabel('E-mail address').fill(unique('nobody'));
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(form.getByText(/No account uses this e-mail|don't match/)).toBeVisible();
});

test('e-mail link sign-in: the link from the e-mail signs in on this device', async ({ page }) => {
  const person = await newPerson({ displayName: 'Link Person', role: 'alumni' });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('button', { name: 'E-mail me a sign-in link instead' }).click();
  await form.getByLabel('E-mail address').fill(person.email);
  await form.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a sign-in link to ${person.email}`);
  const { oobLink } = await latestOobCode(person.email, 'EMAIL_SIGNIN');
  const link = new URL(oobLink);
  // The link continues to the site's own callback route, Android minimum version 12 (docs/requirements.md#sign-in-and-accounts).
  expect(link.searchParams.get('continueUrl')).toMatch(/\/auth\/email-link-callback$/);
  const callback = new URL('/auth/email-link-callback', page.url());
  for (const [key, value] of link.searchParams) callback.searchParams.set(key, value);
  await page.goto(callback.toString());
  await expect(page).toHaveURL('/alumni');
  await expect(page.getByText('Welcome, Link Person.')).toBeVisible();
});

test('e-mail link opened on another device asks for the e-mail first', async ({ page, browser }) => {
  const person = await newPerson({ displayName: 'Two Devices' });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('button', { name: 'E-mail me a sign-in link instead' }).click();
  await form.getByLabel('E-mail address').fill(person.email);
  await form.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  const { oobLink } = await latestOobCode(person.email, 'EMAIL_SIGNIN');
  const callback = new URL('/auth/email-link-callback', page.url());
  for (const [key, value] of new URL(oobLink).searchParams) callback.searchParams.set(key, value);

  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(callback.toString());
  const confirm = phone.getByRole('form', { name: 'Confirm your e-mail' });
  await confirm.getByLabel('E-mail address').fill(person.email);
  await confirm.getByRole('button', { name: 'Finish signing in' }).click();
  await expect(phone).toHaveURL('/applicant');
  await other.close();
});

test('password reset: the e-mailed link lets the person choose a new password and sign in with it', async ({ page }) => {
  const person = await newPerson({ displayName: 'Forgetful Person' });
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('button', { name: 'Forgot your password?' }).click();
  await form.getByLabel('E-mail address').fill(person.email);
  await form.getByRole('button', { name: 'E-mail me a reset link' }).click();
  await expect(form.getByRole('status')).toContainText('Open it to choose a new password');
  const { oobCode } = await latestOobCode(person.email, 'PASSWORD_RESET');

  await page.goto(`/login?mode=resetPassword&oobCode=${encodeURIComponent(oobCode)}`);
  await expectScreen(page, 'Sign In');
  await page.getByLabel('New password', { exact: true }).fill('my-brand-new-password');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password is changed');
  await signIn(page, { email: person.email, password: 'my-brand-new-password' });
  await expect(page).toHaveURL('/applicant');
});
