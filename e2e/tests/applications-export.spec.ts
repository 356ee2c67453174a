import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { newOpenProgramme, submittedApplication } from '../support/programmes.js';

test("an admin exports one programme's applications with every answer, a file as the application's address", async ({ page }) => {
  const programme = await newOpenProgramme();
  const applicant = await newPerson({ displayName: `Wanjiru Exported ${Date.now()}` });
  const { id } = await submittedApplication(await idTokenOf(applicant), programme);

  await signIn(page, DEMO.admin, `/login?redirect=${encodeURIComponent('/admin/applications')}`);
  const withAnswers = page.getByLabel('With every answer and the reviewers’ scores');
  // Each programme asks its own questions: the choice waits for one.
  await expect(withAnswers).toBeDisabled();
  await page.getByLabel('Programme', { exact: true }).selectOption({ label: programme.name });
  await withAnswers.check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('applications-with-answers.csv');
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'id,applicant_name,email,programme,status,decision,decision_release_at,submitted_at,reviews,average_score,' +
      'Your school or university,Date of birth,Why do you want to join?,Your field,Your latest transcript',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${id},${applicant.displayName},${applicant.email},${programme.name},submitted,`);
  expect(lines[1]).toMatch(
    new RegExp(
      `,University of Nairobi,2006-04-12,I want to study how soils hold water in dry seasons\\.,Biology,transcript\\.pdf — http://[^,]+/admin/applications/${id}$`,
    ),
  );

  // The same on the French page: the filters are the address's there too.
  await page.goto('/fr/admin/applications');
  await page.getByLabel('Programme', { exact: true }).selectOption({ label: programme.name });
  await expect(page).toHaveURL(new RegExp(`/fr/admin/applications\\?.*programme=${programme.id}`));
  await expect(page.getByLabel('Avec toutes les réponses et les notes des évaluateurs')).toBeEnabled();
});
