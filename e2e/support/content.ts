import type { EditorPost } from '@sla/data';
import type { PostInput } from '@sla/data/schemas';
import { api, DEMO, idTokenOf } from './accounts.js';

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
