import { expect, test } from '@playwright/test';
import { api, DEMO, idTokenOf, newPerson, signIn } from '../support/accounts.js';
import { newOpenProgramme, submittedApplication } from '../support/programmes.js';

// Issue 31, item 2: staff write to every applicant of a filtered set of the queue (counted first); each sees it in
// their portal, unread, and has it by e-mail in their language, without a status; one replies and staff see the reply
// unread in their inbox and on the application. A set chosen by a decision not yet released is refused, on the screen
// and by the service. Each test makes a programme and applicants of its own.

const at = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** The outbox's mail to `address` of this kind, once the service has queued it (a batch every few seconds). */
async function mailTo(admin: string, address: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const items = (await api(admin, 'GET', `/outbox?to=${encodeURIComponent(address)}`)).body.items as {
          kind: string;
          subject: string;
          text: string;
        }[];
        found = items.find((message) => message.kind === 'applicant_message');
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('staff message a filtered set; each applicant reads it and is e-mailed in their language; a reply reaches staff', async ({
  browser,
}) => {
  const programme = await newOpenProgramme();
  const stamp = Date.now() % 100000;
  const amara = await newPerson({ displayName: `Amara Message ${stamp}` });
  const bola = await newPerson({ displayName: `Bola Message ${stamp}` });
  await api(await idTokenOf(amara), 'PUT', '/users/me/language', { locale: 'fr' });
  const [mine, theirs] = [
    await submittedApplication(await idTokenOf(amara), programme),
    await submittedApplication(await idTokenOf(bola), programme),
  ];

  const staff = await browser.newPage();
  await signIn(staff, DEMO.staff, at(`/admin/applications?programme=${encodeURIComponent(programme.id)}`));
  await expect(staff.getByText(amara.displayName!)).toBeVisible();
  await staff.getByRole('button', { name: 'Message these applicants…' }).click();
  const dialog = staff.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Message 2 applicants' })).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Message/ }).fill('Please upload your **transcript** by Friday.');
  await dialog.getByRole('button', { name: 'Send to 2 applicants' }).click();
  await expect(staff.getByText('Message sent to 2 applicants.')).toBeVisible();

  // Each is e-mailed in their own language, with a link to the thread and no word of any status.
  const admin = await idTokenOf(DEMO.admin);
  const french = await mailTo(admin, amara.email);
  expect(french.subject).toBe(`Un message au sujet de votre candidature à ${programme.name}`);
  expect(french.text).toContain('Please upload your **transcript** by Friday.');
  expect(french.text).toMatch(new RegExp(`https?://\\S+/fr/applicant/messages/${mine.id}\\n`));
  const english = await mailTo(admin, bola.email);
  expect(english.subject).toBe(`A message about your application to ${programme.name}`);
  expect(english.text).toMatch(new RegExp(`https?://\\S+/applicant/messages/${theirs.id}\\n`));
  for (const mail of [french, english]) expect(mail.text).not.toMatch(/submitted|under review|soumise|examen/i);

  // Amara (who chose French) sees it unread on her home, reads it from the programme's team (no staff name) and
  // replies.
  const page = await browser.newPage();
  await signIn(page, amara, at('/applicant'));
  await expect(page).toHaveURL(/\/fr\/applicant$/);
  await expect(page.getByText('Vous avez 1 message non lu de l’équipe du programme.')).toBeVisible();
  await page.getByRole('link', { name: 'Lire vos messages' }).click();
  await page.getByRole('link', { name: programme.name }).click();
  await expect(page.locator('strong', { hasText: 'transcript' })).toBeVisible();
  await expect(page.getByText(`L’équipe de ${programme.name}`)).toBeVisible();
  await expect(page.getByText(/Grace|Staff/)).toHaveCount(0);
  await page.getByRole('textbox', { name: /Votre réponse à l’équipe du programme/ }).fill('Uploaded it today.');
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Uploaded it today.')).toBeVisible();
  await page.goto('/fr/applicant');
  await expect(page.getByText('Aucun message non lu.')).toBeVisible();

  // Staff see her reply unread in the inbox, then on the application with the thread.
  await staff.goto('/admin/messages?unread=1');
  const item = staff.getByRole('listitem').filter({ hasText: amara.displayName! });
  await expect(item.getByText('1 new')).toBeVisible();
  await expect(item).toContainText('Uploaded it today.');
  await item.getByRole('link', { name: amara.displayName! }).click();
  const thread = staff.getByRole('region', { name: /Messages with the applicant/ });
  await expect(thread.getByText('Uploaded it today.')).toBeVisible();
  await expect(thread.getByText('transcript')).toBeVisible();
  await staff.goto('/admin/messages?unread=1');
  await expect(staff.getByRole('listitem').filter({ hasText: amara.displayName! })).toHaveCount(0);
});

test('a set chosen by a decision not yet released is refused, on the screen and by the service', async ({ page }) => {
  await signIn(page, DEMO.staff, at('/admin/applications?decision=accepted'));
  await expect(page.getByRole('button', { name: 'Message these applicants…' })).toBeDisabled();
  await expect(page.getByText(/A decision cannot choose who gets a message until applicants can see it/)).toBeVisible();

  const staff = await idTokenOf(DEMO.staff);
  const refused = await api(staff, 'POST', '/review/messages', { decision: 'accepted', body: 'Congratulations!' });
  expect(refused.status).toBe(400);
  expect(refused.body.error.fieldErrors.decision).toMatch(/A decision cannot choose who gets a message/);
  expect((await api(staff, 'GET', '/review/messages/recipients?decision=rejected')).status).toBe(400);
  // Only the decisions applicants already see may choose: "Decided" with the decision is accepted.
  expect((await api(staff, 'GET', '/review/messages/recipients?status=decided&decision=accepted')).status).toBe(200);

  // And in French, the same refusal in French.
  await page.goto('/fr/admin/applications?decision=accepted');
  await expect(page.getByText(/Une décision ne peut pas choisir qui reçoit un message/)).toBeVisible();
});
