import { expect, test, type Page } from '@playwright/test';
import type { OutboxMessage, Page as ListPage, ProgramSettings } from '@sla/contract';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { E2E_PORT } from '../support/env.js';
import { newOpenProgramme, PDF_BYTES, submittedApplication } from '../support/programmes.js';

// Reference letters against the whole stack (decision 0042): the applicant asks a referee, who opens the link from
// the e-mail (the outbox holds every e-mail in these runs) with no account and uploads a PDF; the applicant sees
// "Received", never the letter; a reviewer reads it; a used link and a replaced referee's link are refused.

let counter = 0;
const uniqueAddress = (label: string) => `${label}-${Date.now()}-${process.pid}-${++counter}@example.org`;

/** A programme of the test's own that asks for two referees, due at the window's close. */
async function programmeWithReferees(): Promise<ProgramSettings> {
  const programme = await newOpenProgramme();
  const { id, createdAt, updatedAt, ...settings } = programme;
  void createdAt;
  void updatedAt;
  const updated = await api(await idTokenOf(DEMO.admin), 'PUT', `/programs/${id}`, {
    ...settings,
    form: { ...settings.form, references: { count: 2, dueAt: null } },
  });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return updated.body as ProgramSettings;
}

/** The path of the newest referee link e-mailed to `address` ("/reference/…" or "/fr/reference/…"). */
async function referenceLinkTo(address: string): Promise<string> {
  const admin = await idTokenOf(DEMO.admin);
  let mails: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      mails = ((await api(admin, 'GET', `/outbox?to=${encodeURIComponent(address)}`)).body as ListPage<OutboxMessage>).items;
      return mails.length;
    })
    .toBeGreaterThan(0);
  const match = /https?:\/\/[^\s"'<>/]+(\/(?:fr\/)?reference\/[A-Za-z0-9_-]{43})/.exec(mails[0]!.text);
  if (!match) throw new Error(`No reference link in: ${mails[0]!.text}`);
  return match[1]!;
}

async function openReferencePage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.portal .screen')).toBeVisible();
}

test('an applicant asks a referee; the referee uploads a PDF from the e-mail link; the applicant sees it received; a reviewer reads it', async ({
  page,
  browser,
}) => {
  const programme = await programmeWithReferees();
  const applicant = await newPerson({ displayName: `Zawadi Referenced ${Date.now()}` });
  const applicantToken = await idTokenOf(applicant);
  const { id } = await submittedApplication(applicantToken, programme);
  const referee = uniqueAddress('referee');
  const replacedReferee = uniqueAddress('replaced');

  // The applicant asks someone, thinks better of it and asks someone else for the same letter.
  await signIn(page, applicant, `/login?redirect=${encodeURIComponent(`/applicant/applications/${id}`)}`);
  const references = page.getByRole('region', { name: 'References' });
  await expect(references.getByText('The programme asks for 2 reference letters.')).toBeVisible();
  const first = references.getByRole('listitem').filter({ hasText: 'Referee 1' });
  await first.getByLabel('Referee’s name').fill('Dr Juma Replaced');
  await first.getByLabel('Referee’s e-mail').fill(replacedReferee);
  await first.getByRole('button', { name: 'Send request' }).click();
  await expect(first.getByText('Requested', { exact: true })).toBeVisible();
  const replacedLink = await referenceLinkTo(replacedReferee);

  await first.getByRole('button', { name: 'Ask someone else' }).click();
  await expect(first.getByText('Dr Juma Replaced will no longer be able to use their link.')).toBeVisible();
  await first.getByLabel('Referee’s name').fill('Prof. Achieng Otieno');
  await first.getByLabel('Referee’s e-mail').fill(referee);
  await first.getByRole('button', { name: 'Send request' }).click();
  await expect(first.getByText('Prof. Achieng Otieno')).toBeVisible();
  await expect(first.getByText('Requested', { exact: true })).toBeVisible();

  // The referee, with no account, opens the link from their e-mail and uploads their letter.
  const link = await referenceLinkTo(referee);
  const refereePage = await browser.newPage();
  await openReferencePage(refereePage, link);
  await expect(refereePage.getByRole('heading', { level: 1 })).toHaveText('Reference letter');
  await expect(refereePage.getByText(`${applicant.displayName} has applied to ${programme.name}`)).toBeVisible();
  // Not a PDF: the applicants' upload rules, in the same words, before anything is sent.
  await refereePage
    .getByLabel('Your letter (PDF)')
    .setInputFiles({ name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await refereePage.getByRole('button', { name: 'Send the letter' }).click();
  await expect(refereePage.getByText('“letter.txt” is not a PDF file. Choose a PDF file.')).toBeVisible();
  await refereePage
    .getByLabel('Your letter (PDF)')
    .setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: PDF_BYTES });
  await refereePage.getByRole('button', { name: 'Send the letter' }).click();
  await expect(refereePage.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(refereePage.getByText('Thank you: your letter was received.')).toBeVisible();

  // The link is used now: opening it again says when the letter came.
  await openReferencePage(refereePage, link);
  await expect(refereePage.getByRole('heading', { name: 'No letter can be sent with this link' })).toBeVisible();
  await expect(refereePage.getByText(/Thank you: your letter was received on \d{1,2} \w+ \d{4}\./)).toBeVisible();
  // The replaced referee's link no longer works.
  await openReferencePage(refereePage, replacedLink);
  await expect(refereePage.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  const reused = await fetch(`http://127.0.0.1:${E2E_PORT}/api/public/references/${link.split('/').at(-1)}/letter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Again' }),
  });
  expect(reused.status).toBe(409);
  const replaced = await fetch(`http://127.0.0.1:${E2E_PORT}/api/public/references/${replacedLink.split('/').at(-1)}`);
  expect(replaced.status).toBe(404);

  // The applicant sees "Received", never the letter.
  await page.reload();
  await expect(first.getByText('Received', { exact: true })).toBeVisible();
  const mine = await api(applicantToken, 'GET', `/applications/${id}/references`);
  expect(JSON.stringify(mine.body)).not.toContain('letter.pdf');

  // A reviewer reads it: the panel lists it and the PDF downloads.
  await signIn(refereePage, DEMO.staff, `/login?redirect=${encodeURIComponent(`/admin/applications/${id}`)}`);
  const letters = refereePage.getByRole('region', { name: 'Reference letters' });
  await expect(letters.getByText('Prof. Achieng Otieno')).toBeVisible();
  await expect(letters.getByText('Dr Juma Replaced')).toHaveCount(0);
  const download = refereePage.waitForEvent('download');
  await letters.getByRole('button', { name: 'Download letter.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('letter.pdf');
});

test('a referee writes the letter in French from a French applicant’s link; a withdrawn application needs none', async ({
  page,
}) => {
  const programme = await programmeWithReferees();
  const applicant = await newPerson({ displayName: `Awa Française ${Date.now()}` });
  const token = await idTokenOf(applicant);
  expect((await api(token, 'PUT', '/users/me/language', { locale: 'fr' })).status).toBe(200);
  const { id } = await submittedApplication(token, programme);
  const referee = uniqueAddress('referent');
  const other = uniqueAddress('other');
  expect((await api(token, 'PUT', `/applications/${id}/references/1`, { name: 'Mme Diallo', email: referee })).status).toBe(200);
  expect((await api(token, 'PUT', `/applications/${id}/references/2`, { name: 'M. Sow', email: other })).status).toBe(200);

  const link = await referenceLinkTo(referee);
  expect(link).toMatch(/^\/fr\/reference\//);
  await openReferencePage(page, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lettre de recommandation');
  await page.getByRole('radio', { name: 'La rédiger ici' }).check();
  await page.getByLabel('Votre lettre').fill('Awa est une étudiante remarquable.');
  await page.getByRole('button', { name: 'Envoyer la lettre' }).click();
  await expect(page.getByText('Merci\u202f: votre lettre a bien été reçue.')).toBeVisible();

  const reviewer = await idTokenOf(DEMO.staff);
  const letters = await api(reviewer, 'GET', `/review/applications/${id}/references`);
  expect(letters.body.items[0]).toMatchObject({
    name: 'Mme Diallo',
    status: 'received',
    text: 'Awa est une étudiante remarquable.',
  });

  expect((await api(token, 'POST', `/applications/${id}/withdraw`, {})).status).toBe(200);
  await openReferencePage(page, await referenceLinkTo(other));
  await expect(
    page.getByText('Cette candidature a été retirée\u202f: aucune lettre n’est plus nécessaire.', { exact: false }),
  ).toBeVisible();
});

test('staff open the list of reference requests, filter the received letters and reach the application', async ({ page }) => {
  const programme = await programmeWithReferees();
  const applicant = await newPerson({ displayName: `Kofi Listed ${Date.now()}` });
  const token = await idTokenOf(applicant);
  const { id } = await submittedApplication(token, programme);
  const sent = uniqueAddress('listed');
  const waiting = uniqueAddress('waiting');
  expect((await api(token, 'PUT', `/applications/${id}/references/1`, { name: 'Dr Esi Sent', email: sent })).status).toBe(200);
  expect((await api(token, 'PUT', `/applications/${id}/references/2`, { name: 'Dr Ama Waiting', email: waiting })).status).toBe(
    200,
  );
  const sentToken = (await referenceLinkTo(sent)).split('/').at(-1);
  const letter = await fetch(`http://127.0.0.1:${E2E_PORT}/api/public/references/${sentToken}/letter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'Kofi is a careful scientist.' }),
  });
  expect(letter.status).toBe(201);

  // Staff find the list in the portal's navigation; the programme and the status stay in the address.
  await signIn(page, DEMO.staff, '/login?redirect=%2Fadmin%2Fapplications');
  await page.getByRole('navigation', { name: 'Staff and admin' }).getByRole('link', { name: 'References' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reference requests');
  await page.getByLabel('Programme', { exact: true }).selectOption(programme.id);
  const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(rowOf('Dr Esi Sent').getByText('Letter received')).toBeVisible();
  await expect(rowOf('Dr Ama Waiting').getByText('Letter requested')).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Letter received' });
  await expect(page).toHaveURL(new RegExp(`/admin/references\\?programme=${programme.id}&status=received$`));
  await expect(rowOf('Dr Ama Waiting')).toHaveCount(0);
  await rowOf('Dr Esi Sent').getByRole('link', { name: applicant.displayName! }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/applications/${id}$`));
  await expect(page.getByRole('region', { name: 'Reference letters' }).getByText('Dr Esi Sent', { exact: true })).toBeVisible();

  // Back, the list is as it was left.
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('received');
  await expect(rowOf('Dr Esi Sent')).toBeVisible();
});
