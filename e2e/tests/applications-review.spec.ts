import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { newOpenProgramme, submittedApplication } from '../support/programmes.js';
import { settleScreen } from '../support/site.js';

test('staff assign, score and decide; on release the applicant sees it and is a student, audited', async ({ page, browser }) => {
  const programme = await newOpenProgramme();
  const applicant = await newPerson({ displayName: `Kwame Reviewed ${Date.now()}` });
  const applicantToken = await idTokenOf(applicant);
  const { id } = await submittedApplication(applicantToken, programme);

  await signIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/admin/applications')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Applications');
  await page.getByLabel('Search by name or e-mail').fill(applicant.displayName!);
  await page.getByRole('link', { name: new RegExp(applicant.displayName!) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${id}$`));

  // Assign: the first reviewer starts the review.
  await page.getByRole('button', { name: 'Assign reviewers' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: new RegExp(DEMO.admin.displayName!) }).check();
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Under review').first()).toBeVisible();

  // Score on the programme's rubric.
  await page.getByRole('link', { name: 'Review this application' }).first().click();
  await page
    .getByRole('group', { name: /Research potential/ })
    .getByRole('radio', { name: '5', exact: true })
    .check();
  await page
    .getByRole('group', { name: /Leadership/ })
    .getByRole('radio', { name: '4', exact: true })
    .check();
  // (2 × 1 + 1 × 0.75) / 3 = 91.7 out of 100, shown rounded.
  await expect(page.getByText(/Weighted score: 92 \/ 100/)).toBeVisible();
  await page.getByLabel(/Comment/).fill('A clear research question and a realistic plan.');
  await page.getByRole('radio', { name: 'Accept', exact: true }).check();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('button', { name: 'Update review' })).toBeVisible();

  // Decide, released now.
  await page.goto(`/admin/applications/${id}`);
  // Once loaded: a choice made while the application was still arriving was drawn over (CI once: the radio's click
  // "did not change its state").
  await settleScreen(page);
  const decision = page.getByRole('region', { name: 'Decision' });
  await decision.getByRole('radio', { name: 'Accepted' }).check();
  await expect(decision.getByRole('radio', { name: 'Accepted' })).toBeChecked();
  await decision.getByRole('button', { name: 'Save decision' }).click();
  await expect(decision.getByText('Now a student.')).toBeVisible({ timeout: 20_000 });

  // The applicant sees the decision, has a notice and an e-mail, and is now a student.
  const applicantPage = await browser.newPage();
  await signIn(applicantPage, applicant, `/login?redirect=${encodeURIComponent(`/applicant/applications/${id}`)}`);
  await expect(applicantPage.getByText('Decision: Accepted').first()).toBeVisible();
  const me = await api(applicantToken, 'GET', '/users/me');
  expect(me.body.role).toBe('student');
  const notices = await api(applicantToken, 'GET', '/notices');
  expect(notices.body.items[0]).toMatchObject({ link: `/applicant/applications/${id}` });

  const admin = await idTokenOf(DEMO.admin);
  const audit = await api(admin, 'GET', `/audit-logs?userId=${applicant.uid}`);
  expect(audit.body.items).toContainEqual(
    expect.objectContaining({ type: 'role_change', previousRole: 'applicant', newRole: 'student', changedBy: DEMO.admin.uid }),
  );
  const mail = await api(admin, 'GET', `/outbox?to=${encodeURIComponent(applicant.email)}`);
  expect(mail.body.items.map((message: { subject: string }) => message.subject)).toContainEqual(
    `Congratulations: you have a place in ${programme.name}`,
  );
});

test('a staff acceptance cannot assign the student role (only an admin may); an admin completes it; invalid changes get 409', async () => {
  const programme = await newOpenProgramme();
  const applicant = await newPerson();
  const { id } = await submittedApplication(await idTokenOf(applicant), programme);
  const staff = await idTokenOf(DEMO.staff);
  const admin = await idTokenOf(DEMO.admin);

  const decided = await api(staff, 'POST', `/review/applications/${id}/decision`, { decision: 'accepted' });
  expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  await expect
    .poll(async () => (await api(admin, 'GET', `/review/applications/${id}`)).body.studentRole, { timeout: 20_000 })
    .toBe('refused');
  const refused = await api(admin, 'GET', `/review/applications/${id}`);
  expect(refused.body.studentRoleMessage).toBe('Insufficient permissions to assign this role');

  const made = await api(admin, 'POST', `/review/applications/${id}/student-role`);
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  expect(made.body.studentRole).toBe('assigned');

  // A released decision cannot be changed, and the applicant can no longer withdraw.
  const change = await api(admin, 'POST', `/review/applications/${id}/decision`, { decision: 'rejected' });
  expect(change.status).toBe(409);
  expect(change.body.error.message).toMatch(/already been released/);
  const withdraw = await api(await idTokenOf(applicant), 'POST', `/applications/${id}/withdraw`, {});
  expect(withdraw.status).toBe(409);
});
