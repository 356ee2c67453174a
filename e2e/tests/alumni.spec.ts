import { expect, test, type Browser, type Page } from '@playwright/test';
import type { AlumniProfileView, DirectoryPage, StorySubmission } from '@sla/contract';
import { api, DEMO, idTokenOf, openSignedIn, type Account } from '../support/accounts.js';
import { newAlumnus, saveProfile } from '../support/alumni.js';
import { editorToken, publishPost, shownText, uniqueTitle, visitorPage } from '../support/content.js';

/** A browser of its own, signed in as `who`, at `path`. */
async function pageOf(browser: Browser, who: Account, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, who, path);
  return page;
}

/** A name no seeded or earlier test profile carries, so a search finds only this test's people. */
const uniqueSurname = () => `Zuberi${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('an alumnus chooses who sees each field; another alumnus sees only what was shown to alumni', async ({ page, browser }) => {
  const owner = await newAlumnus(`Amara ${uniqueSurname()}`);
  const reader = await newAlumnus();

  await openSignedIn(page, owner, '/alumni/profile');
  const form = page.getByRole('form', { name: 'Your profile' });
  await form.getByRole('textbox', { name: 'Headline' }).fill('Soil scientist at KALRO');
  await form.getByRole('textbox', { name: 'Institution' }).fill('Kenya Agricultural Research Institute');
  await form.getByRole('textbox', { name: 'City' }).fill('Kisumu');
  await form.getByLabel('Who can see your headline').selectOption('alumni');
  await form.getByLabel('Who can see your city').selectOption('alumni');
  await form.getByLabel('Who can see your institution').selectOption('only_me');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Saved. Your profile is up to date.')).toBeVisible();

  // The owner's own copy keeps everything, with each field's visibility.
  const mine = (await api(await idTokenOf(owner), 'GET', '/alumni/profile')).body;
  expect(mine).toMatchObject({ headline: 'Soil scientist at KALRO', institution: 'Kenya Agricultural Research Institute' });
  expect(mine.visibility).toMatchObject({ headline: 'alumni', city: 'alumni', institution: 'only_me' });

  // Another alumnus's page shows the headline and city, and nothing of the institution.
  const other = await pageOf(browser, reader, `/alumni/directory/${owner.uid}`);
  const profile = other.getByRole('article');
  await expect(profile.getByRole('heading', { level: 2, name: owner.displayName! })).toBeVisible();
  await expect(profile.getByText('Soil scientist at KALRO')).toBeVisible();
  await expect(profile.getByText('Kisumu')).toBeVisible();
  await expect(other.getByText('Kenya Agricultural Research Institute')).toHaveCount(0);
  await other.context().close();

  // At the API too: the "only me" value never leaves the service for anyone else, staff included.
  for (const viewer of [reader, DEMO.admin]) {
    const path = viewer === reader ? `/alumni/people/${owner.uid}` : `/alumni/manage/${owner.uid}`;
    const seen = await api(await idTokenOf(viewer), 'GET', path);
    expect(seen.status).toBe(200);
    expect((seen.body as AlumniProfileView).institution).toBeNull();
    expect(JSON.stringify(seen.body)).not.toContain('Kenya Agricultural Research Institute');
  }
});

test('the directory finds alumni by name and narrows by filters, with counts that match what it lists', async ({ page }) => {
  const surname = uniqueSurname();
  const shown = { name: 'alumni', field: 'alumni', country: 'alumni', programme: 'alumni', year: 'alumni' } as const;
  const kenyan = await newAlumnus(`Wanjiku ${surname}`);
  await saveProfile(kenyan, { field: 'Biology', country: 'KE', openToMentoring: true, visibility: shown });
  const ghanaian = await newAlumnus(`Kofi ${surname}`);
  await saveProfile(ghanaian, { field: 'Chemistry', country: 'GH', visibility: shown });
  const closed = await newAlumnus(`Efua ${surname}`);
  await saveProfile(closed, { field: 'Chemistry', country: 'GH', visibility: { ...shown, country: 'only_me' } });

  await openSignedIn(page, DEMO.alumni, '/alumni/directory');
  await page
    .getByRole('searchbox', { name: 'Search alumni' })
    .or(page.getByRole('textbox', { name: 'Search alumni' }))
    .fill(surname);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${surname}`));
  await expect(page.getByRole('status').filter({ hasText: /^3 alumni$/ })).toBeVisible();

  // Counts beside each value are of the people found; a country hidden from alumni is not counted.
  const country = page.getByLabel('Country');
  await expect(country.locator('option', { hasText: 'Kenya (1)' })).toHaveCount(1);
  await expect(country.locator('option', { hasText: 'Ghana (1)' })).toHaveCount(1);
  await expect(page.getByLabel('Field').locator('option', { hasText: 'Chemistry (2)' })).toHaveCount(1);

  await page.getByLabel('Field').selectOption('Chemistry');
  await expect(page.getByRole('status').filter({ hasText: /^2 alumni$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: `Kofi ${surname}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Wanjiku ${surname}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await page.getByRole('checkbox', { name: /Open to mentoring/ }).check();
  await expect(page.getByRole('status').filter({ hasText: /^1 alumnus$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: `Wanjiku ${surname}` })).toBeVisible();

  // The page's figures are the service's, for the same query.
  const answer = await api(await idTokenOf(DEMO.alumni), 'GET', `/alumni/directory?q=${surname}&openToMentoring=true`);
  expect((answer.body as DirectoryPage).total).toBe(1);
  // Whatever is typed gets results or a 400 in words, never a 500.
  for (const q of ["' OR 1=1 --", '%%%', '\\', '😀🎓', 'a'.repeat(101)]) {
    const hostile = await api(await idTokenOf(DEMO.alumni), 'GET', `/alumni/directory?q=${encodeURIComponent(q)}`);
    expect([200, 400], q).toContain(hostile.status);
  }
});

test('a message between two alumni: sent from a profile, e-mailed without addresses, answered in the conversation', async ({
  page,
  browser,
}) => {
  const surname = uniqueSurname();
  const recipient = await newAlumnus(`Nia ${surname}`);
  await saveProfile(recipient, { openToMessages: true });
  const sender = await newAlumnus(`Tendai ${surname}`);
  await saveProfile(sender, { openToMessages: true });

  await openSignedIn(page, sender, `/alumni/directory/${recipient.uid}`);
  await page.getByRole('button', { name: 'Send a message' }).click();
  const dialog = page.getByRole('dialog', { name: `Message ${recipient.displayName}` });
  await dialog.getByRole('textbox', { name: 'Your message' }).fill('Hello Nia, could we talk about soil carbon?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(page).toHaveURL(/\/alumni\/messages\/[^/]+$/);
  await expect(page.getByText('Hello Nia, could we talk about soil carbon?')).toBeVisible();

  // The recipient is told by e-mail: the sender's name and words, a link, and neither address.
  const admin = await idTokenOf(DEMO.admin);
  await expect
    .poll(async () => (await api(admin, 'GET', `/outbox?to=${encodeURIComponent(recipient.email)}`)).body.items.length)
    .toBeGreaterThan(0);
  const mail = (await api(admin, 'GET', `/outbox?to=${encodeURIComponent(recipient.email)}`)).body.items;
  expect(mail[0].subject).toBe(`A message from ${sender.displayName} in the alumni network`);
  expect(JSON.stringify(mail)).not.toContain(sender.email);

  const other = await pageOf(browser, recipient, '/alumni/messages');
  await other.getByRole('link', { name: sender.displayName! }).click();
  await expect(other.getByText('Hello Nia, could we talk about soil carbon?')).toBeVisible();
  await other.getByRole('textbox', { name: `Message to ${sender.displayName}` }).fill('Gladly: Thursday at 3?');
  await other.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(other.getByText('Gladly: Thursday at 3?')).toBeVisible();
  await other.context().close();

  await page.reload();
  await expect(page.getByText('Gladly: Thursday at 3?')).toBeVisible();
  const back = (await api(admin, 'GET', `/outbox?to=${encodeURIComponent(sender.email)}`)).body.items;
  expect(JSON.stringify(back)).not.toContain(recipient.email);
});

test('an alumnus writes a story in the portal, an editor publishes it, and the public page credits them', async ({
  page,
  browser,
}) => {
  const author = await newAlumnus(`Zawadi ${uniqueSurname()}`);
  const title = uniqueTitle('The lab I built at home');
  await openSignedIn(page, author, '/alumni/stories');
  await expect(page.getByText('You have not sent a story yet.')).toBeVisible();
  await page.getByRole('link', { name: 'Write a story' }).click();
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Summary/ }).fill('Three years, two grants, one lab.');
  const story = page.getByRole('textbox', { name: /^Your story/ });
  await story.fill('It started in a borrowed room.\n\n');
  await story.press('Control+b');
  await story.pressSequentially('Now twelve people work there.');
  await expect(page.getByRole('region', { name: 'Preview of your story' }).locator('strong')).toHaveText(
    'Now twelve people work there.',
  );
  await page.getByRole('button', { name: 'Send to the editors' }).click();
  await expect(page.getByText(`“${title}” is with the editors.`, { exact: false })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Waiting for the editors')).toBeVisible();

  // An editor takes it on and publishes the post made from it.
  const editor = await editorToken();
  const mine = (await api(await idTokenOf(author), 'GET', '/alumni/stories')).body.items as StorySubmission[];
  const sent = mine.find((item) => item.title === title)!;
  expect(sent.body).toBe('It started in a borrowed room.\n\n**Now twelve people work there.**');
  const post = (await api(editor, 'POST', `/content/submissions/${sent.id}/take-on`)).body;
  await page.reload();
  await expect(card.getByText('Being prepared for the blog')).toBeVisible();
  await expect(card.getByRole('link', { name: /Change/ })).toHaveCount(0);
  const published = await publishPost(editor, post.id);

  await page.reload();
  await expect(card.getByText('Published', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Read it on the site' })).toHaveAttribute('href', `/blog/${published.slug}`);

  const visitor = await visitorPage(browser);
  await visitor.goto(`/blog/${published.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(shownText(visitor, `By ${author.displayName}`)).toBeVisible();
  await visitor.context().close();
});
