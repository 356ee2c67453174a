import { expect, test } from '@playwright/test';
import { api } from '../support/accounts.js';
import { draftPost, editorToken, openAsEditor, pngImage, uniqueTitle, visitorPage } from '../support/content.js';

test('a PNG uploaded in the editor with its alt text becomes the story’s cover, served as WebP variants cached for good', async ({
  page,
  browser,
}) => {
  const token = await editorToken();
  const title = uniqueTitle('Field day in pictures');
  const post = await draftPost(token, { title, summary: 'A day outside.', body: 'We went outside.' });
  const alt = `Scholars measuring a river bank ${title.split(' ').at(-1)}`;
  const fileName = `field-day-${Date.now()}.png`;

  await openAsEditor(page, `/content/blog/${post.id}/edit`);
  await page.getByRole('button', { name: 'Choose image for cover image' }).click();
  const library = page.getByRole('dialog', { name: 'Choose the cover image' });
  await library.getByLabel('Upload an image').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: await pngImage() });

  // Uploaded, it asks for its alt text before it is used; none is refused.
  const describe = page.getByRole('dialog', { name: 'Describe the image' });
  await expect(describe.getByRole('textbox', { name: 'Alt text' })).toBeVisible({ timeout: 20_000 });
  await describe.getByRole('button', { name: 'Use image' }).click();
  await expect(describe.getByText('Describe the image for people who cannot see it.')).toBeVisible();
  await describe.getByRole('textbox', { name: 'Alt text' }).fill(alt);
  await describe.getByRole('button', { name: 'Use image' }).click();
  await expect(describe).toBeHidden();
  const cover = page.getByRole('group', { name: /^Cover image/ });
  await expect(cover.getByText(alt)).toBeVisible();

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(`Published: visitors see it at /blog/${post.slug} now.`)).toBeVisible();
  const saved = await api(token, 'GET', `/content/posts/${post.id}`);
  expect(saved.body.coverImage).toMatchObject({ alt, mediaId: expect.any(String) });

  const visitor = await visitorPage(browser);
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  const image = visitor.getByRole('img', { name: alt });
  await expect(image).toBeVisible();
  const srcset = (await image.getAttribute('srcset')) ?? '';
  const variants = srcset.split(',').map((entry) => entry.trim().split(/\s+/));
  expect(variants.length).toBeGreaterThanOrEqual(2);
  for (const [url, width] of variants) expect(url).toMatch(new RegExp(`/${width!.replace(/w$/, '')}\\.webp$`));
  expect(variants.map(([, width]) => width)).toEqual(expect.arrayContaining(['400w', '800w']));

  const variant = await visitor.request.get(variants[0]![0]!);
  expect(variant.status()).toBe(200);
  expect(variant.headers()['content-type']).toBe('image/webp');
  expect(variant.headers()['cache-control']).toContain('immutable');
  expect((await variant.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
  await visitor.context().close();
});
