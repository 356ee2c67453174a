import { expect, test, type Page } from '@playwright/test';
import type { StorySubmission } from '@sla/contract';
import { api, DEMO, idTokenOf } from '../support/accounts.js';
import { editedPostId, editorToken, openAsEditor, shownText, submitStory, uniqueTitle, visitorPage } from '../support/content.js';

/** Opens one waiting submission from the editors' list. */
async function openSubmission(page: Page, title: string) {
  await openAsEditor(page, '/content/submissions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Submissions');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

async function myStory(token: string, id: string): Promise<StorySubmission | undefined> {
  const mine = await api(token, 'GET', '/alumni/stories');
  expect(mine.status).toBe(200);
  return (mine.body.items as StorySubmission[]).find((item) => item.id === id);
}

test('an alumnus’s story, taken on by an editor and published, is credited to them, and they are told', async ({
  page,
  browser,
}) => {
  const alumni = await idTokenOf(DEMO.alumni);
  const title = uniqueTitle('From the lab bench to the classroom');
  const body = 'I came back to teach.\n\n## What changed\n\nMy pupils ask **better questions** than I did.';
  const submission = await submitStory(alumni, { title, summary: 'Why I went back to teaching.', body });
  expect(submission).toMatchObject({ status: 'submitted', authorName: DEMO.alumni.displayName });

  await openSubmission(page, title);
  await expect(page.getByText(`By ${DEMO.alumni.displayName}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What changed' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit and publish' }).click();

  // A draft post with the alumnus's text, crediting them, in the post editor.
  await expect(page).toHaveURL(/\/content\/blog\/[^/]+\/edit$/);
  await expect(page.getByText(`From a story by ${DEMO.alumni.displayName}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Author' })).toHaveValue(DEMO.alumni.displayName!);
  await expect(page.getByRole('textbox', { name: 'Story' })).toHaveValue(body);
  const post = (await api(await editorToken(), 'GET', `/content/posts/${editedPostId(page)}`)).body;
  expect(post.creditUid).toBe(DEMO.alumni.uid);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText(`Published: visitors see it at /blog/${post.slug} now.`)).toBeVisible();

  const visitor = await visitorPage(browser);
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(shownText(visitor, `By ${DEMO.alumni.displayName}`)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'What changed' })).toBeVisible();
  await visitor.context().close();

  // The alumnus has a notice leading to the story, and sees the submission published.
  const notices = await api(alumni, 'GET', '/notices');
  expect(notices.body.items).toContainEqual(
    expect.objectContaining({ text: `Your story "${title}" is published.`, link: `/blog/${post.slug}` }),
  );
  expect(await myStory(alumni, submission.id)).toMatchObject({ status: 'published', postId: post.id });
});

test('a story returned with a note shows the alumnus that it was returned, and why', async ({ page }) => {
  const alumni = await idTokenOf(DEMO.alumni);
  const title = uniqueTitle('My first conference');
  const submission = await submitStory(alumni, { title, body: 'It was big and loud.' });
  const note = 'Lovely start: please add what you presented and what you learnt from the questions.';

  await openSubmission(page, title);
  await page.getByRole('button', { name: 'Return with a note' }).click();
  const dialog = page.getByRole('dialog', { name: `Return “${title}”` });
  await dialog.getByRole('button', { name: 'Return to the author' }).click();
  await expect(dialog.getByText('Tell the author what to change.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Note to the author' }).fill(note);
  await dialog.getByRole('button', { name: 'Return to the author' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Returned “${title}” to ${DEMO.alumni.displayName}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);

  expect(await myStory(alumni, submission.id)).toMatchObject({ status: 'returned', note, postId: null });
  const notices = await api(alumni, 'GET', '/notices');
  expect(notices.body.items).toContainEqual(
    expect.objectContaining({ text: `Our editors sent your story "${title}" back with a note.`, link: '/alumni/stories' }),
  );
});
