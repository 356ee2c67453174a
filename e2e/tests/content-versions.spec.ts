import { expect, test } from '@playwright/test';
import { api, DEMO } from '../support/accounts.js';
import {
  actionOn,
  draftPost,
  editorToken,
  openAsEditor,
  publishPost,
  shownText,
  uniqueTitle,
  updatePost,
  versionBodies,
  visitorPage,
} from '../support/content.js';

test('an earlier version is compared with the editor and restored as a new version, in the editor and on the public page', async ({
  page,
  browser,
}) => {
  const token = await editorToken();
  const first = 'The lab opened its doors to forty pupils.';
  const second = 'The lab opened its doors to sixty pupils.';
  const third = 'The lab opened its doors to eighty pupils and their teachers.';
  const created = await draftPost(token, { title: uniqueTitle('Open lab day'), summary: 'A day of visits.', body: first });
  await publishPost(token, created.id);
  const two = await updatePost(token, created, { body: second });
  const three = await updatePost(token, two, { body: third });
  expect(three.version).toBe(3);

  await openAsEditor(page, `/content/blog/${created.id}/edit`);
  const story = page.getByRole('textbox', { name: 'Story' });
  await expect(story).toHaveValue(third);
  const versions = page.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveText([/^Version 3(?!\d)/, /^Version 2(?!\d)/, /^Version 1(?!\d)/]);

  // Compare the first text with the one in the editor: both sides of the change are shown.
  await versions.getByRole('button', { name: actionOn('Compare with current', 'version 1') }).click();
  const compare = page.getByRole('dialog', { name: 'Version 1 compared with the editor' });
  await expect(compare.getByRole('heading', { name: 'Story' })).toBeVisible();
  await expect(compare.getByText(first)).toBeVisible();
  await expect(compare.getByText(third)).toBeVisible();
  await compare.getByRole('button', { name: 'Restore this version' }).click();

  const restore = page.getByRole('dialog', { name: 'Restore version 1?' });
  await restore.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(restore).toBeHidden();
  await expect(page.getByText('Restored: that text is saved as version 4.')).toBeVisible();
  await expect(story).toHaveValue(first);
  await expect(versions.getByRole('listitem')).toHaveText([
    /^Version 4(?!\d)/,
    /^Version 3(?!\d)/,
    /^Version 2(?!\d)/,
    /^Version 1(?!\d)/,
  ]);

  // Nothing was lost: the text it replaced is still a version; the published page shows the restored text.
  expect(await versionBodies(token, created.id)).toEqual([first, third, second, first]);
  const visitor = await visitorPage(browser);
  await visitor.goto(created.publicPath);
  await expect(shownText(visitor, first)).toBeVisible();
  await expect(visitor.getByText(third)).toHaveCount(0);
  await visitor.context().close();
});

test('two editors save the same post: the second sees both texts, keeps theirs, and both stay in the versions', async ({
  browser,
}) => {
  const token = await editorToken();
  const original = 'Our mentors met twice this term.';
  const created = await draftPost(token, { title: uniqueTitle('Mentor meetings'), summary: 'Two meetings.', body: original });
  await publishPost(token, created.id);
  const path = `/content/blog/${created.id}/edit`;

  const editor = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await openAsEditor(editor, path);
  await openAsEditor(admin, path, DEMO.admin);
  await expect(editor.getByRole('textbox', { name: 'Story' })).toHaveValue(original);
  await expect(admin.getByRole('textbox', { name: 'Story' })).toHaveValue(original);

  const editorText = 'Our mentors met twice this term, once in Accra.';
  const adminText = 'Our mentors met three times this term.';
  await editor.getByRole('textbox', { name: 'Story' }).fill(editorText);
  await admin.getByRole('textbox', { name: 'Story' }).fill(adminText);

  await editor.getByRole('button', { name: 'Update' }).click();
  await expect(editor.getByText('Updated: the public page shows the change now.')).toBeVisible();

  await admin.getByRole('button', { name: 'Update' }).click();
  const conflict = admin.getByRole('dialog', { name: 'Changed since you opened it' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText(/Someone changed this since you opened it/)).toBeVisible();
  await expect(conflict.getByText(`Saved by ${DEMO.content_editor.displayName}`)).toBeVisible();
  await expect(conflict.getByRole('textbox', { name: 'Theirs' })).toHaveValue(editorText);
  await expect(conflict.getByRole('textbox', { name: 'Yours' })).toHaveValue(adminText);
  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await expect(admin.getByText('Updated: the public page shows the change now.')).toBeVisible();

  const saved = await api(token, 'GET', `/content/posts/${created.id}`);
  expect(saved.body).toMatchObject({ body: adminText, version: 3 });
  expect(await versionBodies(token, created.id)).toEqual([adminText, editorText, original]);
  // The versions panel the admin sees lists the other editor's save too.
  const versions = admin.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('listitem')).toHaveText([/^Version 3(?!\d)/, /^Version 2(?!\d)/, /^Version 1(?!\d)/]);
  await expect(versions.getByText(new RegExp(`^${DEMO.content_editor.displayName}, `))).toHaveCount(2);
  await editor.context().close();
  await admin.context().close();
});
