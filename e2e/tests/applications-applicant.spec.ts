import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { newOpenProgramme, PDF_BYTES, submittedApplication, uploadFile } from '../support/programmes.js';

test('an applicant starts, autosaves, reloads, finishes, submits and sees the status', async ({ page }) => {
  const programme = await newOpenProgramme();
  const applicant = await newPerson({ displayName: `Amina Applicant ${Date.now()}` });
  await signIn(page, applicant, `/login?redirect=${encodeURIComponent(`/applicant/applications/new?program=${programme.slug}`)}`);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New application');
  await page.getByRole('button', { name: 'Start application' }).click();
  await expect(page).toHaveURL(/\/applicant\/applications\/[^/]+\/edit/);
  await expect(page.getByRole('progressbar', { name: /Step 1 of 4/ })).toBeVisible();

  // Autosave: typing alone (no button) is saved within a few seconds.
  await page.getByLabel('Your school or university').fill('University of Ghana');
  await expect(page.getByRole('status').filter({ hasText: /Saved at \d\d:\d\d/ })).toBeVisible({ timeout: 10_000 });

  // Closing the tab and coming back loses nothing.
  await page.reload();
  await expect(page.getByLabel('Your school or university')).toHaveValue('University of Ghana');

  // Next checks the step: the missing date is named and focused.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Date of birth')).toBeFocused();
  await page.getByLabel('Date of birth').fill('2006-04-12');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('progressbar', { name: /Step 2 of 4/ })).toBeVisible();
  await page
    .getByLabel('Why do you want to join?')
    .fill('I want to understand how drought changes the soil microbes my family farms with.');
  await page.getByRole('radio', { name: 'Biology' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('progressbar', { name: /Step 3 of 4/ })).toBeVisible();
  // A file of the wrong type is refused in the browser before any upload.
  await page
    .getByLabel('Your latest transcript')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('“notes.txt” is not a PDF file. Choose a PDF file.')).toBeVisible();
  await page
    .getByLabel('Your latest transcript')
    .setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await expect(page.getByRole('button', { name: 'Remove transcript.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Check and submit' })).toBeVisible();
  await expect(page.getByText('University of Ghana')).toBeVisible();
  await expect(page.getByText('transcript.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible();
  await expect(page).toHaveURL(/\/applicant\/applications\/[^/]+$/);
  await expect(page.getByText('Submitted').first()).toBeVisible();
  const id = page.url().split('/').at(-1)!;

  // The server agrees, and the dashboard lists it.
  const token = await idTokenOf(applicant);
  const stored = await api(token, 'GET', `/applications/${id}`);
  expect(stored.body).toMatchObject({
    status: 'submitted',
    answers: { school: 'University of Ghana', born: '2006-04-12', field: 'Biology' },
  });
  await page.getByRole('link', { name: 'Overview' }).first().click();
  await expect(page.getByText(programme.name).first()).toBeVisible();
});

test('the server refuses a late submission, a second application and bad uploads; two submits make one', async () => {
  const programme = await newOpenProgramme();
  const applicant = await newPerson();
  const token = await idTokenOf(applicant);
  const started = await api(token, 'POST', '/applications', { programId: programme.id });
  expect(started.status).toBe(201);
  const id = started.body.id as string;

  // One application per programme: starting again returns the same draft.
  const again = await api(token, 'POST', '/applications', { programId: programme.id });
  expect(again.body.id).toBe(id);

  // Uploads: wrong type, wrong extension, oversize, a path for a name.
  const bad = [
    [{ name: 'cv.txt', type: 'text/plain', bytes: Buffer.from('plain text') }, 415],
    [{ name: 'cv.png', type: 'application/pdf', bytes: PDF_BYTES }, 415],
    [{ name: 'big.pdf', type: 'application/pdf', bytes: Buffer.concat([PDF_BYTES, Buffer.alloc(2 * 1024 * 1024 + 1)]) }, 413],
    [{ name: '../../etc/passwd.pdf', type: 'application/pdf', bytes: PDF_BYTES }, 400],
  ] as const;
  for (const [file, status] of bad) {
    const answer = await uploadFile(token, id, 'transcript', file);
    expect(answer.status, `${file.name}: ${JSON.stringify(answer.body)}`).toBe(status);
    expect(answer.body.error.message).toMatch(/\w+ \w+/);
  }

  // Two submits at once make one submission.
  const other = await newPerson();
  const otherToken = await idTokenOf(other);
  const { id: otherId } = await submittedApplication(otherToken, programme);
  const timeline = (await api(otherToken, 'GET', `/applications/${otherId}`)).body.timeline as { type: string }[];
  expect(timeline.filter((event) => event.type === 'submitted')).toHaveLength(1);
  const [first, second] = await Promise.all([
    api(otherToken, 'POST', `/applications/${otherId}/submit`),
    api(otherToken, 'POST', `/applications/${otherId}/submit`),
  ]);
  expect([first.status, second.status]).toEqual([200, 200]);
  const after = (await api(otherToken, 'GET', `/applications/${otherId}`)).body.timeline as { type: string }[];
  expect(after.filter((event) => event.type === 'submitted')).toHaveLength(1);

  // The deadline passes (staff close the window): the server refuses, whatever the browser says.
  const admin = await idTokenOf(DEMO.admin);
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- what PUT does not take
  const { id: _id, createdAt: _created, updatedAt: _updated, ...settings } = programme;
  const closed = await api(admin, 'PUT', `/programs/${programme.id}`, {
    ...settings,
    opensAt: new Date(Date.now() - 7 * 86_400_000).toISOString(),
    closesAt: new Date(Date.now() - 60_000).toISOString(),
  });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  await api(token, 'PATCH', `/applications/${id}/answers`, { answers: { school: 'Makerere University' } });
  const late = await api(token, 'POST', `/applications/${id}/submit`);
  expect(late.status).toBe(409);
  expect(late.body.error.message).toMatch(/deadline .* has passed/);
  expect((await api(token, 'GET', `/applications/${id}`)).body.status).toBe('draft');
});
