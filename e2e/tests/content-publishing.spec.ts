import { isoToZonedLocal } from '@sla/domain';
import { expect, test, type Page } from '@playwright/test';
import { api } from '../support/accounts.js';
import {
  draftPost,
  editedPostId,
  editorToken,
  newCategory,
  openAsEditor,
  shownText,
  uniqueTitle,
  visitorPage,
} from '../support/content.js';

/** The public story page at `path` says there is no such story. */
async function expectNoStory(visitor: Page, path: string) {
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Story not found');
}

test('an editor writes a draft with a live preview; visitors see it on the site, in the feed and the sitemap only once published', async ({
  page,
  browser,
}) => {
  const token = await editorToken();
  const category = await newCategory(token, uniqueTitle('Field notes'));
  const title = uniqueTitle('A season at the seed bank');
  const summary = 'What a season of sorting seeds taught our scholars.';

  await openAsEditor(page, '/content/blog/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New post');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Summary' }).fill(summary);
  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: category.name });
  await page
    .getByRole('textbox', { name: 'Story' })
    .fill('## What we counted\n\nWe sorted **nine thousand seeds** in a week.\n\n- beans\n- millet');

  // The preview beside the text shows the Markdown as visitors will read it.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'What we counted' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('nine thousand seeds');
  await expect(preview.getByRole('listitem')).toHaveText(['beans', 'millet']);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/content\/blog\/[^/]+\/edit$/);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Draft saved|Saved at/ })
      .first(),
  ).toBeVisible();
  const id = editedPostId(page);
  const saved = await api(token, 'GET', `/content/posts/${id}`);
  expect(saved.body).toMatchObject({ title, summary, status: 'draft', categoryId: category.id });
  const slug: string = saved.body.slug;

  // A draft is nowhere on the public site.
  const visitor = await visitorPage(browser);
  await visitor.goto('/blog');
  await expect(visitor.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
  await expectNoStory(visitor, `/blog/${slug}`);
  expect(await (await visitor.request.get('/rss.xml')).text()).not.toContain(title);

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(`Published: visitors see it at /blog/${slug} now.`)).toBeVisible();

  await visitor.goto('/blog');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(shownText(visitor, summary)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'What we counted' })).toBeVisible();
  await expect(visitor.locator('.article__body strong')).toHaveText('nine thousand seeds');
  await expect(visitor.getByRole('link', { name: `Category: ${category.name}` })).toBeVisible();

  const rss = await visitor.request.get('/rss.xml');
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const feed = await rss.text();
  expect(feed).toContain(`<title>${title}</title>`);
  expect(feed).toContain(`/blog/${slug}</link>`);
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
  await visitor.context().close();
});

test('a post scheduled a little ahead in another time zone is hidden until its time, then public without anyone acting', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const token = await editorToken();
  const title = uniqueTitle('Scheduled for later');
  const post = await draftPost(token, { title, summary: 'Goes out by itself.', body: 'It was **scheduled**.' });

  await openAsEditor(page, `/content/blog/${post.id}/edit`);
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await page.getByRole('button', { name: 'Schedule…' }).click();
  const schedule = page.getByRole('group', { name: 'Schedule' });
  // Minutes are the finest the form takes: the next whole minute at least 20 s away, as Nairobi clocks show it.
  const zone = 'Africa/Nairobi';
  const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  await schedule.getByRole('combobox', { name: 'Time zone' }).selectOption(zone);
  await schedule.getByLabel('Publish on').fill(isoToZonedLocal(new Date(at).toISOString(), zone));
  await expect(schedule.getByText(/^Publishes /)).toBeVisible();
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText(/^Scheduled: publishes /)).toBeVisible();

  const saved = await api(token, 'GET', `/content/posts/${post.id}`);
  expect(saved.body).toMatchObject({ status: 'scheduled', timeZone: zone, publishedAt: new Date(at).toISOString() });

  // Before its time: not on the site.
  expect(Date.now()).toBeLessThan(at);
  expect((await api(null, 'GET', `/public/posts/${post.slug}`)).status).toBe(404);
  const visitor = await visitorPage(browser);
  await expectNoStory(visitor, `/blog/${post.slug}`);

  // After it: public, with nothing run in between; the service looks at the clock on every read.
  await expect
    .poll(async () => (await api(null, 'GET', `/public/posts/${post.slug}`)).status, {
      timeout: at - Date.now() + 30_000,
      intervals: [2_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at);
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await visitor.goto('/blog');
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();
  await visitor.context().close();
});
