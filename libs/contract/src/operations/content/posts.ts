import * as z from 'zod/mini';
import { CONTENT_STATUSES, editorPostsQuery, postInput, publishInput } from '../../schemas/contentEditing.js';
import { operation } from '../operation.js';
import { imageChoice } from './events.js';
import { contentVersion, versionList } from './versions.js';

/** A row of the editor's post list. */
export const editorPostSummary = z.strictObject({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  category: z.nullable(z.strictObject({ id: z.string(), name: z.string() })),
  authorName: z.string(),
  /** When it was or will be published (scheduled); null for drafts. */
  publishedAt: z.nullable(z.string()),
  /** The zone publishedAt was scheduled in, e.g. "Africa/Lagos": it is shown in that zone. */
  timeZone: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string(),
  version: z.int(),
});
export type EditorPostSummary = z.output<typeof editorPostSummary>;

/** A post as its editor opens it. */
export const editorPost = z.strictObject({
  ...editorPostSummary.shape,
  summary: z.string(),
  categoryId: z.nullable(z.string()),
  coverImage: z.nullable(imageChoice),
  /** Markdown. */
  body: z.string(),
  seoDescription: z.string(),
  socialImage: z.nullable(imageChoice),
  /** The alumnus the post credits, when it came from a submission. */
  creditUid: z.nullable(z.string()),
  createdAt: z.string(),
  /** The public address while published: "/blog/<slug>". */
  publicPath: z.string(),
});
export type EditorPost = z.output<typeof editorPost>;

const editors = { anyOf: ['edit_content'] } as const;

export const listEditorPosts = operation({
  id: 'listEditorPosts',
  method: 'GET',
  path: '/content/posts',
  summary: 'Every post, last changed first, by status, category or search',
  query: editorPostsQuery,
  answer: z.strictObject({ items: z.array(editorPostSummary), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: editors,
  refusals: [400, 401, 403],
});

export const createPost = operation({
  id: 'createPost',
  method: 'POST',
  path: '/content/posts',
  summary: 'A new draft post; an empty slug is made from the title',
  body: postInput,
  answer: editorPost,
  status: 201,
  access: { anyOf: ['create_content'] },
  refusals: [400, 401, 403, 409, 413],
});

export const getEditorPost = operation({
  id: 'getEditorPost',
  method: 'GET',
  path: '/content/posts/{id}',
  summary: 'One post, whatever its status',
  answer: editorPost,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const updatePost = operation({
  id: 'updatePost',
  method: 'PUT',
  path: '/content/posts/{id}',
  summary: 'Save a post as a new version; 409 when baseVersion is not the latest or the slug is taken',
  body: postInput,
  answer: editorPost,
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404, 409, 413],
});

/** Unlike an event's, a post's deletion takes delete_content alone (deletePost checks only that). */
export const deletePost = operation({
  id: 'deletePost',
  method: 'DELETE',
  path: '/content/posts/{id}',
  summary: 'Delete a post and its versions',
  answer: null,
  status: 204,
  access: { anyOf: ['delete_content'] },
  refusals: [401, 403, 404],
});

export const setPostStatus = operation({
  id: 'setPostStatus',
  method: 'POST',
  path: '/content/posts/{id}/status',
  summary: 'Publish now, schedule for a time in a time zone, unpublish or archive',
  body: publishInput,
  answer: editorPost,
  status: 200,
  access: { anyOf: ['publish_content'] },
  refusals: [400, 401, 403, 404],
});

export const listPostVersions = operation({
  id: 'listPostVersions',
  method: 'GET',
  path: '/content/posts/{id}/versions',
  summary: "A post's saved versions, newest first",
  answer: versionList,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const getPostVersion = operation({
  id: 'getPostVersion',
  method: 'GET',
  path: '/content/posts/{id}/versions/{version}',
  summary: 'One saved version of a post with its text',
  answer: contentVersion,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const restorePostVersion = operation({
  id: 'restorePostVersion',
  method: 'POST',
  path: '/content/posts/{id}/versions/{version}/restore',
  summary: 'Save an earlier version of a post as the newest one; the status stays',
  answer: editorPost,
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404, 409],
});

/** Posts as content editors write, version and publish them. */
export const postOperations = [
  listEditorPosts,
  createPost,
  getEditorPost,
  updatePost,
  deletePost,
  setPostStatus,
  listPostVersions,
  getPostVersion,
  restorePostVersion,
] as const;
