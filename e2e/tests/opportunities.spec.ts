import { expect, test, type Browser } from '@playwright/test';
import { api, DEMO, idTokenOf, signIn, type Account } from '../support/accounts.js';
import { newAlumnus } from '../support/alumni.js';

// The opportunities board (decision 0045): an alumnus posts through the form, a student finds it by its filters in the
// student portal's navigation, staff hide it with a reason, and the poster reads why, in English and in French.

let made = 0;
const uniqueTitle = (words: string) => `${words} ${Date.now() % 1_000_000}-${++made}`;
/** A date some weeks ahead, as the date field takes it. */
const inWeeks = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);

/** A signed-in page in its own context (signed in on the English form; French pages are opened at /fr/ addresses). */
async function signedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

test('an alumnus posts, a student finds it by filter, staff hide it with a reason and the poster sees why', async ({
  browser,
}) => {
  const poster = await newAlumnus();
  const title = uniqueTitle('Masters scholarship in plant genomics');

  // The alumnus posts through the form; the board's first card is theirs.
  const alumnus = await signedInPage(browser, poster);
  await alumnus.goto('/alumni/opportunities');
  await alumnus.getByRole('link', { name: 'Post an opportunity' }).click();
  await expect(alumnus.getByRole('heading', { level: 1 })).toHaveText('Post an opportunity');
  await alumnus.getByRole('combobox', { name: 'Kind' }).selectOption('scholarship');
  await alumnus.getByRole('textbox', { name: 'Title' }).fill(title);
  await alumnus.getByRole('textbox', { name: 'Organisation' }).fill('University of Nairobi');
  await alumnus.getByRole('checkbox', { name: 'Can be done remotely' }).check();
  await alumnus.getByLabel('Deadline').fill(inWeeks(3));
  await alumnus.getByRole('textbox', { name: 'Link to apply' }).fill('javascript:alert(1)');
  await alumnus.getByRole('button', { name: 'Post opportunity' }).click();
  await expect(alumnus.getByText('Give a link starting with http:// or https://.')).toBeVisible();
  await alumnus.getByRole('textbox', { name: 'Link to apply' }).fill('https://example.org/apply');
  await alumnus.getByRole('checkbox', { name: 'Biology' }).check();
  await alumnus.getByRole('combobox', { name: 'Add a country' }).selectOption('KE');
  await alumnus.getByRole('button', { name: 'Post opportunity' }).click();
  await expect(alumnus.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(alumnus.getByRole('link', { name: 'Apply on the organisation’s site' })).toHaveAttribute(
    'href',
    'https://example.org/apply',
  );
  const id = alumnus.url().split('/').pop()!;

  // A student reaches the board from their own portal and finds it by kind, field and country.
  const student = await signedInPage(browser, DEMO.student);
  await student.goto('/student');
  await student.getByRole('navigation', { name: 'Student portal' }).getByRole('link', { name: 'Opportunities' }).click();
  await expect(student.getByRole('heading', { level: 1 })).toHaveText('Opportunities');
  await expect(student.getByRole('link', { name: 'Post an opportunity' })).toHaveCount(0);
  await student.getByRole('combobox', { name: 'Kind' }).selectOption('scholarship');
  await student.getByRole('combobox', { name: 'Field' }).selectOption('Biology');
  await student.getByRole('combobox', { name: 'Country' }).selectOption('KE');
  await expect(student).toHaveURL(/kind=scholarship/);
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(student.getByText(poster.displayName!)).toBeVisible();
  await expect(student.getByText(poster.email)).toHaveCount(0);
  await expect(student.getByRole('button', { name: 'Hide from the board' })).toHaveCount(0);

  // Staff hide it with a reason.
  const staff = await signedInPage(browser, DEMO.staff);
  await staff.goto(`/alumni/opportunities/${id}`);
  await staff.getByRole('button', { name: 'Hide from the board' }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Hide opportunity' }).click();
  await expect(dialog.getByText('Say why the opportunity is hidden: its poster reads it.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The link asks applicants for a fee.');
  await dialog.getByRole('button', { name: 'Hide opportunity' }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('Hidden by staff')).toBeVisible();

  // Off the board for the student; the poster reads why, in their list and in a notice.
  await student.reload();
  await expect(student.getByText('We could not find that opportunity. It may have closed.')).toBeVisible();
  await alumnus.goto('/alumni/opportunities/mine');
  await expect(alumnus.getByText('Hidden by staff')).toBeVisible();
  await expect(alumnus.getByText('The reason staff gave: The link asks applicants for a fee.')).toBeVisible();
  const notices = await api(await idTokenOf(poster), 'GET', '/notices');
  expect(notices.body.items).toContainEqual(
    expect.objectContaining({
      text: `Staff took your opportunity “${title}” off the board. The reason they gave: The link asks applicants for a fee.`,
      link: '/alumni/opportunities/mine',
    }),
  );
  for (const page of [alumnus, student, staff]) await page.context().close();
});

test('in French: the board, its filters, and the reason staff gave', async ({ browser }) => {
  const poster = await newAlumnus();
  const token = await idTokenOf(poster);
  const title = uniqueTitle('Appel à contributions : santé des sols');
  const posted = await api(token, 'POST', '/alumni/opportunities', {
    kind: 'call_for_papers',
    title,
    organisation: 'AIMS Sénégal',
    location: 'Dakar',
    deadline: inWeeks(2),
    howToApply: 'Écrire à l’équipe éditoriale.',
    details: 'Articles **courts** bienvenus.',
    fields: ['Earth and environmental science'],
    countries: ['SN'],
  });
  expect(posted.status).toBe(201);

  const student = await signedInPage(browser, DEMO.student);
  await student.goto('/fr/alumni/opportunities');
  await expect(student.getByRole('heading', { level: 1 })).toHaveText('Opportunités');
  await student.getByRole('combobox', { name: 'Type' }).selectOption('call_for_papers');
  await student.getByRole('combobox', { name: 'Pays' }).selectOption('SN');
  await student.getByRole('link', { name: title }).click();
  await expect(student.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(student.getByText('Appel à contributions', { exact: true })).toBeVisible();
  await expect(student.getByText('courts', { exact: true })).toHaveJSProperty('tagName', 'STRONG');

  const hidden = await api(await idTokenOf(DEMO.staff), 'POST', `/alumni/opportunities/${posted.body.id}/hide`, {
    reason: 'Doublon.',
  });
  expect(hidden.status).toBe(200);
  const alumnus = await signedInPage(browser, poster);
  await alumnus.goto('/fr/alumni/opportunities/mine');
  await expect(alumnus.getByRole('heading', { level: 1 })).toHaveText('Mes annonces');
  await expect(alumnus.getByText('Masquée par l’équipe')).toBeVisible();
  await expect(alumnus.getByText('Motif indiqué par l’équipe\u202f: Doublon.')).toBeVisible();
  for (const page of [student, alumnus]) await page.context().close();
});
