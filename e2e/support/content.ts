import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Category, EditorEvent, EditorPost, StorySubmission } from '@sla/contract';
import type { EventInput, PostInput, SubmissionInput } from '@sla/contract/schemas';
import { api, DEMO, idTokenOf, signIn, type Account } from './accounts.js';

/** The demo content editor's ID token, for setting up content through the data service. */
export const editorToken = () => idTokenOf(DEMO.content_editor);

let counter = 0;

/** A title no other test uses, so each test finds only its own post. */
export function uniqueTitle(words: string): string {
  return `${words} ${Date.now().toString(36)}${process.pid}${++counter}`;
}

/** A draft post made through the data service, as the editor's first save would make it. */
export async function draftPost(token: string, input: PostInput): Promise<EditorPost> {
  const created = await api(token, 'POST', '/content/posts', input);
  if (created.status !== 201) throw new Error(`creating a post: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body as EditorPost;
}

export async function publishPost(token: string, id: string): Promise<EditorPost> {
  const published = await api(token, 'POST', `/content/posts/${id}/status`, { action: 'publish' });
  if (published.status !== 200) throw new Error(`publishing a post: ${published.status} ${JSON.stringify(published.body)}`);
  return published.body as EditorPost;
}

/** Saves a post's fields on top of the version it has now, as an editor's "Update" would. */
export async function updatePost(token: string, post: EditorPost, change: Partial<PostInput>): Promise<EditorPost> {
  const input: PostInput = {
    title: post.title,
    slug: post.slug,
    summary: post.summary,
    categoryId: post.categoryId,
    authorName: post.authorName,
    coverImage: post.coverImage,
    body: post.body,
    seoDescription: post.seoDescription,
    socialImage: post.socialImage,
    ...change,
    baseVersion: post.version,
  };
  const saved = await api(token, 'PUT', `/content/posts/${post.id}`, input);
  if (saved.status !== 200) throw new Error(`saving a post: ${saved.status} ${JSON.stringify(saved.body)}`);
  return saved.body as EditorPost;
}

/** The body of every saved version of a post, newest first. */
export async function versionBodies(token: string, id: string): Promise<string[]> {
  const list = await api(token, 'GET', `/content/posts/${id}/versions`);
  expect(list.status).toBe(200);
  const bodies: string[] = [];
  for (const { version } of list.body.items as { version: number }[]) {
    const one = await api(token, 'GET', `/content/posts/${id}/versions/${version}`);
    expect(one.status).toBe(200);
    bodies.push(String(one.body.snapshot.body));
  }
  return bodies;
}

export async function newCategory(token: string, name: string): Promise<Category> {
  const created = await api(token, 'POST', '/content/categories', { name });
  if (created.status !== 201) throw new Error(`creating a category: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body as Category;
}

export async function categoryById(token: string, id: string): Promise<Category | undefined> {
  const list = await api(token, 'GET', '/content/categories');
  return (list.body.items as Category[]).find((category) => category.id === id);
}

export async function newEvent(token: string, input: EventInput): Promise<EditorEvent> {
  const created = await api(token, 'POST', '/content/events', input);
  if (created.status !== 201) throw new Error(`creating an event: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body as EditorEvent;
}

/** A story sent in by an alumnus through the data service (the alumni portal has no screen for it yet). */
export async function submitStory(token: string, input: SubmissionInput): Promise<StorySubmission> {
  const sent = await api(token, 'POST', '/alumni/stories', input);
  if (sent.status !== 201) throw new Error(`submitting a story: ${sent.status} ${JSON.stringify(sent.body)}`);
  return sent.body as StorySubmission;
}

/** Signs in (as the demo content editor unless told otherwise) and lands on `path` of the content portal. */
export async function openAsEditor(page: Page, path: string, account: Account = DEMO.content_editor) {
  await signIn(page, account, `/login?redirect=${encodeURIComponent(path)}`);
  const wanted = new URL(path, 'http://site').pathname;
  await expect(page).toHaveURL((url) => url.pathname === wanted);
}

/** A page in a browser context of its own, with no one signed in: what any visitor sees. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * `text` where the visitor sees it. Until the story portal has drawn a server-rendered page, the server's copy is on
 * screen and the live one waits hidden beside it (swapped in one frame), so the text is briefly there twice.
 */
export function shownText(page: Page, text: string) {
  return page.getByText(text).filter({ visible: true });
}

/** The post's id from the editor's address, /content/blog/<id>/edit. */
export function editedPostId(page: Page): string {
  const match = /\/content\/blog\/([^/]+)\/edit$/.exec(new URL(page.url()).pathname);
  if (!match) throw new Error(`not in a post's editor: ${page.url()}`);
  return decodeURIComponent(match[1]!);
}

/** A real PNG photo-sized image (a plain colour), made on the spot. */
export function pngImage(width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/**
 * A button whose visible words are followed by hidden ones naming what it acts on ("Rename" + ": News"):
 * its accessible name, whatever space the browser puts between the two.
 */
export function actionOn(action: string, subject: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escape(action)}\\s*:\\s*${escape(subject)}$`);
}
