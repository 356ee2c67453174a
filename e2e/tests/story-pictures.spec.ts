// Pictures in alumni stories (decision 0048): an alumnus adds a cover and a picture in the text, each described; only
// they and the editors see them until the story is published; the editor sees them in the submissions queue, and the
// published post keeps them, sized so the page does not jump.
import { expect, test, type Locator } from '@playwright/test';
import type { StorySubmission } from '@sla/contract';
import { newAlumnus } from '../support/alumni.js';
import { api, idTokenOf, signIn } from '../support/accounts.js';
import { editedPostId, editorToken, openAsEditor, pngImage, uniqueTitle, visitorPage } from '../support/content.js';

/** Whether the picture arrived and was drawn (a broken one has no natural width). */
const drawn = (image: Locator) =>
  expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

test('an alumnus’s cover and picture reach the editor privately, and the published story keeps them', async ({
  page,
  browser,
  request,
}) => {
  const alumnus = await newAlumnus();
  const title = uniqueTitle('Fieldwork in the Rift Valley');
  await signIn(page, alumnus, `/login?redirect=${encodeURIComponent('/alumni/stories/new')}`);
  await expect(page).toHaveURL(/\/alumni\/stories\/new$/);

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByLabel('Add a cover picture (optional)').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: await pngImage(1200, 800),
  });
  const coverAlt = page.getByRole('textbox', { name: 'Describe the cover picture' });
  await expect(coverAlt).toBeVisible();
  await drawn(page.locator('.story-cover__image'));

  const story = page.getByRole('textbox', { name: 'Your story' });
  await story.fill('We set out before dawn.\n\n');
  await page.getByRole('button', { name: 'Image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a picture to your story' });
  await dialog.getByLabel('Choose a picture').setInputFiles({
    name: 'camp.png',
    mimeType: 'image/png',
    buffer: await pngImage(600, 400),
  });
  const describe = page.getByRole('dialog', { name: 'Describe the picture' });
  await describe.getByRole('button', { name: 'Put it in the story' }).click();
  await expect(describe.getByText('Describe the picture for people who cannot see it.')).toBeVisible();
  await describe.getByRole('textbox', { name: 'Alt text' }).fill('Our tents by the lake');
  await describe.getByRole('button', { name: 'Put it in the story' }).click();
  await expect(describe).toBeHidden();
  await expect(story).toHaveValue(/!\[Our tents by the lake\]\(\/api\/media\/[^/]+\/600\.webp\)/);
  const pictureUrl = /\((\/api\/media\/[^)]+)\)/.exec(await story.inputValue())![1]!;
  // The preview shows it, fetched with the alumnus's token: its public address answers nobody yet.
  await drawn(page.getByRole('region', { name: 'Preview of your story' }).getByRole('img', { name: 'Our tents by the lake' }));
  expect((await request.get(pictureUrl)).status()).toBe(404);

  // A cover without a description is refused in words, beside it.
  await page.getByRole('button', { name: 'Send to the editors' }).click();
  await expect(page.getByText('Describe the cover picture for people who cannot see it.')).toBeVisible();
  await coverAlt.fill('Sunrise over Lake Naivasha');
  await page.getByRole('button', { name: 'Send to the editors' }).click();
  await expect(page).toHaveURL(/\/alumni\/stories$/);

  const mine = (await api(await idTokenOf(alumnus), 'GET', '/alumni/stories')).body.items as StorySubmission[];
  const sent = mine.find((item) => item.title === title)!;
  expect(sent.cover).toMatchObject({ alt: 'Sunrise over Lake Naivasha' });
  expect((await request.get(sent.cover!.url)).status()).toBe(404);

  // The editor sees both in the queue.
  const editor = await browser.newPage();
  await openAsEditor(editor, `/content/submissions`);
  await editor.getByRole('link', { name: title }).click();
  await drawn(editor.getByRole('img', { name: 'Sunrise over Lake Naivasha' }));
  await drawn(editor.getByRole('img', { name: 'Our tents by the lake' }));
  await editor.getByRole('button', { name: 'Edit and publish' }).click();
  await expect(editor).toHaveURL(/\/content\/blog\/[^/]+\/edit$/);
  const post = (await api(await editorToken(), 'GET', `/content/posts/${editedPostId(editor)}`)).body;
  expect(post.coverImage).toMatchObject({ mediaId: sent.cover!.mediaId, alt: 'Sunrise over Lake Naivasha' });
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(editor.getByText(`Published: visitors see it at /blog/${post.slug} now.`)).toBeVisible();
  await editor.close();

  // Visitors read the story with both pictures, sized, the one in the text loading lazily.
  expect((await request.get(pictureUrl)).status()).toBe(200);
  const visitor = await visitorPage(browser);
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const inText = visitor.getByRole('img', { name: 'Our tents by the lake' }).filter({ visible: true });
  await expect(inText).toHaveAttribute('width', '600');
  await expect(inText).toHaveAttribute('height', '400');
  await expect(inText).toHaveAttribute('loading', 'lazy');
  const cover = visitor.getByRole('img', { name: 'Sunrise over Lake Naivasha' }).filter({ visible: true });
  await expect(cover).toHaveAttribute('width', '1200');
  await drawn(cover);
  await visitor.context().close();
});
