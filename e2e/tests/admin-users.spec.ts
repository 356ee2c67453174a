import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';

test('an admin changes a role with a reason; the change is audited and shown on /admin', async ({ page }) => {
  const person = await newPerson({ displayName: `Role Target ${Date.now()}` });
  await signIn(page, DEMO.admin, '/login?redirect=%2Fadmin%2Fusers');
  await page.getByLabel('Search by name or e-mail').fill(person.displayName!);
  const row = page.getByRole('row', { name: new RegExp(person.displayName!) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog');
  // Only what an admin may assign and the transition allows from applicant.
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await dialog.getByRole('radio', { name: /Student/ }).check();
  await dialog.getByLabel(/Reason/).fill('Accepted to StepUp Scholars');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${person.displayName} is now a student.` })).toBeVisible();
  await expect(row.getByText('Student')).toBeVisible();

  const admin = await idTokenOf(DEMO.admin);
  const audit = await api(admin, 'GET', `/audit-logs?userId=${person.uid}`);
  expect(audit.body.items).toEqual([
    expect.objectContaining({
      type: 'role_change',
      previousRole: 'applicant',
      newRole: 'student',
      changedBy: DEMO.admin.uid,
      reason: 'Accepted to StepUp Scholars',
      ipAddress: '',
      userAgent: '',
    }),
  ]);

  // The activity log names both people and says what changed, found by the person's name.
  await page.getByRole('link', { name: 'Activity' }).click();
  await page.getByLabel('Person (name, e-mail or user id)').fill(person.displayName!);
  await page.getByLabel('Person (name, e-mail or user id)').press('Enter');
  await expect(page).toHaveURL(/[?&]person=/);
  await page.getByLabel('Kind').selectOption({ label: 'Role changes' });
  await expect(page).toHaveURL(/[?&]kind=role_change/);
  // Other tests change roles at the same time: only this person's entry is left by the filters.
  await expect(page.getByRole('cell', { name: /Applicant → Student/ })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: /Applicant → Student/ })).toContainText(
    `by ${DEMO.admin.displayName}: Accepted to StepUp Scholars`,
  );
  await expect(page.getByRole('link', { name: person.displayName! })).toHaveAttribute('href', `/admin/users/${person.uid}`);
});

test("a refused change shows the server's exact message and keeps the reason typed", async ({ page }) => {
  // The demo admin is the only admin, so demoting themselves is refused by the last-admin rule.
  await signIn(page, DEMO.admin, '/login?redirect=%2Fadmin%2Fusers');
  await page.getByLabel('Search by name or e-mail').fill(DEMO.admin.email);
  const row = page.getByRole('row', { name: new RegExp(DEMO.admin.displayName!) });
  await row.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: /Staff/ }).check();
  await dialog.getByLabel(/Reason/).fill('Stepping back');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The last admin cannot lose the admin role. Make someone else an admin first.',
  );
  await expect(dialog.getByLabel(/Reason/)).toHaveValue('Stepping back');
  const me = await api(await idTokenOf(DEMO.admin), 'GET', '/users/me');
  expect(me.body.role).toBe('admin');
});
