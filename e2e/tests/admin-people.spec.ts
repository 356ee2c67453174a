import { expect, test, type Page } from '@playwright/test';
import { ACCOUNT_SUSPENDED_MESSAGE } from '@sla/contract/schemas';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';

/** The newest e-mail of `kind` the outbox holds for `to` (every e-mail stays in the outbox in these runs). */
async function mailTo(to: string, kind: string): Promise<{ subject: string; text: string }> {
  const admin = await idTokenOf(DEMO.admin);
  const find = async () =>
    (
      (await api(admin, 'GET', `/outbox?to=${encodeURIComponent(to)}`)).body.items as {
        kind: string;
        subject: string;
        text: string;
      }[]
    ).find((mail) => mail.kind === kind);
  await expect.poll(async () => Boolean(await find())).toBe(true);
  return (await find())!;
}

/** The e-mail's link, opened on this run's site (the service writes links for SITE_URL, the default localhost:4200). */
function onThisSite(page: Page, text: string, path: string): string {
  const link = new RegExp(`https?://[^\\s]+${path.replace(/\//g, '\\/')}\\?[^\\s]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  const here = new URL(path, page.url());
  here.search = new URL(link).search;
  return here.toString();
}

test('an admin invites someone as staff; their first sign-in from the e-mailed link gives them the role', async ({
  page,
  browser,
}) => {
  const email = `invited-${Date.now()}@example.org`;
  await signIn(page, DEMO.admin, '/login?redirect=%2Fadmin%2Fusers');
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByLabel(/Name/).fill('Invited Staffer');
  await dialog.getByRole('radio', { name: 'Staff' }).check();
  await dialog.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `An invitation is on its way to ${email}.` })).toBeVisible();
  const invitations = page.getByRole('region', { name: 'Invitations' });
  await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('Waiting for sign-in');

  const mail = await mailTo(email, 'invitation');
  expect(mail.subject).toBe('You are invited to join Scientist-Leaders Africa');
  expect(mail.text).toContain('invited you to join Scientist-Leaders Africa as a member of staff');

  // Opened on another device, as an invitation usually is: the page asks for the address first.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto('/');
  await phone.goto(onThisSite(phone, mail.text, '/auth/email-link-callback'));
  const confirm = phone.getByRole('form', { name: 'Confirm your e-mail' });
  await confirm.getByLabel('E-mail address').fill(email);
  await confirm.getByRole('button', { name: 'Finish signing in' }).click();
  await expect(phone).toHaveURL('/admin');
  await other.close();

  const admin = await idTokenOf(DEMO.admin);
  const list = (await api(admin, 'GET', '/admin/invitations')).body as { email: string; status: string; acceptedBy: string }[];
  const accepted = list.find((invitation) => invitation.email === email)!;
  expect(accepted.status).toBe('accepted');
  const person = await api(admin, 'GET', `/admin/people/${accepted.acceptedBy}`);
  expect(person.body.profile).toMatchObject({ email, displayName: 'Invited Staffer', role: 'staff' });
  expect(person.body.roleHistory[0]).toMatchObject({ previousRole: null, newRole: 'staff', changedBy: DEMO.admin.uid });
});

test('a suspended account is refused by the service and by Firebase until an admin restores it', async ({ page }) => {
  const person = await newPerson({ displayName: `Suspend Me ${Date.now()}` });
  const heldToken = await idTokenOf(person);
  await signIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent(`/admin/users/${person.uid}`)}`);
  await expect(page.getByRole('heading', { level: 1, name: person.displayName! })).toBeVisible();

  // Their address was never confirmed: a new link goes out in the site's own e-mail.
  await page.getByRole('button', { name: 'Re-send verification e-mail' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `A new confirmation link is on its way to ${person.email}.` }),
  ).toBeVisible();
  const verification = await mailTo(person.email, 'verify_email');
  expect(onThisSite(page, verification.text, '/login')).toContain('mode=verifyEmail');

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${person.displayName}` });
  await dialog.getByLabel('Reason').fill('Testing suspension');
  await dialog.getByRole('button', { name: 'Suspend the account' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${person.displayName} is suspended.` })).toBeVisible();
  // The page says who suspended them and why (the activity below it shows the entry too).
  await expect(page.getByText(`Suspended by ${DEMO.admin.displayName} on`)).toContainText('“Testing suspension”');

  // The token they held before still verifies; the service refuses it. Firebase refuses a new sign-in.
  const refused = await api(heldToken, 'GET', '/users/me');
  expect(refused.status).toBe(403);
  expect(refused.body.error.message).toBe(ACCOUNT_SUSPENDED_MESSAGE);
  await expect(idTokenOf(person)).rejects.toThrow(/USER_DISABLED/);

  await page.getByRole('button', { name: 'Restore the account' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${person.displayName} is restored and can sign in again.` }),
  ).toBeVisible();
  expect((await api(await idTokenOf(person), 'GET', '/users/me')).status).toBe(200);
});
