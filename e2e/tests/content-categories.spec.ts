import { expect, test, type Locator } from '@playwright/test';
import type { Category } from '@sla/contract';
import { api } from '../support/accounts.js';
import { actionOn, categoryById, draftPost, editorToken, openAsEditor, uniqueTitle } from '../support/content.js';

/** Where the two named categories are in the list the screen shows (-1: not there). */
async function positions(list: Locator, names: [string, string]): Promise<[number, number]> {
  const shown = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('.category-row__name')?.textContent ?? ''));
  return [shown.indexOf(names[0]), shown.indexOf(names[1])];
}

test('categories are added, renamed (the old address answers 301), reordered, and deleted only once their posts have moved', async ({
  page,
}) => {
  const token = await editorToken();
  const first = uniqueTitle('Outreach');
  const renamed = uniqueTitle('Outreach days');
  const second = uniqueTitle('Mentoring');

  await openAsEditor(page, '/content/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categories');
  const add = page.getByRole('form', { name: 'Add a category' });
  for (const name of [first, second]) {
    await add.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await add.getByRole('button', { name: 'Add category' }).click();
    await expect(page.getByText(`Added ${name}.`)).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Categories, in the order the site shows them' });
  await expect(list.getByRole('listitem').filter({ hasText: second })).toBeVisible();

  const all = (await api(token, 'GET', '/content/categories')).body.items as Category[];
  const one = all.find((category) => category.name === first)!;
  const two = all.find((category) => category.name === second)!;
  expect(one.position).toBeLessThan(two.position);

  // Rename: the address follows the name, and the old one leads to the new one for good.
  await page.getByRole('button', { name: actionOn('Rename', first) }).click();
  const rename = page.getByRole('dialog', { name: `Rename ${first}` });
  await rename.getByRole('textbox', { name: 'New name' }).fill(renamed);
  // With its name for French readers.
  await rename.getByRole('textbox', { name: /^Name in French/ }).fill(`${renamed} (FR)`);
  await rename.getByRole('button', { name: 'Rename', exact: true }).click();
  await expect(page.getByText(`Renamed ${first} to ${renamed}. Old links to it keep working.`)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: renamed })).toContainText(`In French: ${renamed} (FR)`);
  const after = (await categoryById(token, one.id))!;
  expect(after.name).toBe(renamed);
  expect(after.nameFr).toBe(`${renamed} (FR)`);
  expect(after.slug).not.toBe(one.slug);
  await expect(list.getByRole('listitem').filter({ hasText: renamed })).toContainText(`/blog?category=${after.slug}`);
  const moved = await page.request.get(`/blog?category=${one.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toBe(`/blog?category=${after.slug}`);
  expect((await page.request.get(`/blog?category=${after.slug}`, { maxRedirects: 0 })).status()).toBe(200);

  // Reorder: the second goes above the renamed one, on screen and for the site. (Another test may add a
  // category at the same moment, which makes the service refuse an order made from a stale list: try again.)
  await expect(async () => {
    const [renamedAt, secondAt] = await positions(list, [renamed, second]);
    if (secondAt > renamedAt) await page.getByRole('button', { name: actionOn('Move up', second) }).click();
    const [x, y] = await positions(list, [renamed, second]);
    expect(y).toBe(x - 1);
    expect((await categoryById(token, two.id))!.position).toBeLessThan((await categoryById(token, one.id))!.position);
  }).toPass({ timeout: 20_000 });
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: second })).toBeVisible();
  const [renamedAt, secondAt] = await positions(list, [renamed, second]);
  expect(secondAt).toBe(renamedAt - 1);

  // A category with a post is not deleted while the post is in it; the dialog moves the post first.
  const post = await draftPost(token, { title: uniqueTitle('Mentoring notes'), categoryId: two.id, body: 'Notes.' });
  const refused = await api(token, 'DELETE', `/content/categories/${two.id}`);
  expect(refused.status).toBe(409);
  expect(refused.body.error.message).toBe('1 post is in this category. Move it to another category first.');
  await page.reload();
  await expect(list.getByRole('listitem').filter({ hasText: second })).toContainText('1 post');
  await page.getByRole('button', { name: actionOn('Delete', second) }).click();
  const remove = page.getByRole('dialog', { name: `Delete ${second}?` });
  await expect(remove.getByText('1 post is in this category.')).toBeVisible();
  await remove.getByRole('button', { name: 'Move posts and delete' }).click();
  await expect(remove.getByText('Choose where to move them.')).toBeVisible();
  await remove.getByRole('combobox', { name: 'Move its 1 post to' }).selectOption({ label: renamed });
  await remove.getByRole('button', { name: 'Move posts and delete' }).click();
  await expect(remove).toBeHidden();
  await expect(page.getByText(`Deleted ${second}. Its 1 post is now in ${renamed}.`)).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: second })).toHaveCount(0);
  await expect(list.getByRole('listitem').filter({ hasText: renamed })).toContainText('1 post');
  expect(await categoryById(token, two.id)).toBeUndefined();
  expect((await api(token, 'GET', `/content/posts/${post.id}`)).body.categoryId).toBe(one.id);
});
