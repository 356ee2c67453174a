import { CONTENT_STATUSES, editorPostsQuery, postInput, publishInput } from '@sla/data/schemas';
import { answers, body, bool, nullable, object, ok, page, queryParams, ref } from './openapiHelpers.js';

const list = (item: string) => ({ type: 'array', items: ref(item) });
const str = { type: 'string' };
const int = { type: 'integer' };
const time = { type: 'string', format: 'date-time' };
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });
const id = pathParam('id');
const version = { ...pathParam('version'), description: 'A version number, from 1' };
const post = ok('The post as its editor sees it', ref('EditorPost'));
const image = { ...nullable('object'), properties: { mediaId: nullable('string'), url: str, alt: str } };

const postSummary = {
  id: str,
  slug: str,
  title: str,
  status: { enum: [...CONTENT_STATUSES] },
  category: { ...nullable('object'), properties: { id: str, name: str } },
  authorName: str,
  publishedAt: { ...nullable('string'), description: 'When it was or will be published; null for drafts' },
  timeZone: { type: 'string', description: 'The zone publishedAt was scheduled in, e.g. Africa/Lagos' },
  updatedAt: time,
  updatedByName: str,
  version: int,
};
const versionSummary = { version: int, savedAt: time, savedByName: str, autosave: bool };

export const contentComponents = {
  EditorPostSummary: object(postSummary),
  EditorPost: object({
    ...postSummary,
    summary: str,
    categoryId: nullable('string'),
    coverImage: image,
    body: { type: 'string', description: 'Markdown' },
    seoDescription: str,
    socialImage: image,
    creditUid: nullable('string'),
    createdAt: time,
    publicPath: str,
  }),
  ContentVersionSummary: object(versionSummary),
  ContentVersion: object({
    ...versionSummary,
    snapshot: { type: 'object', additionalProperties: true, description: 'The editable fields as saved' },
  }),
  StorySubmission: object({
    id: str,
    authorUid: str,
    authorName: str,
    title: str,
    summary: str,
    body: str,
    status: { enum: ['submitted', 'returned', 'published', 'withdrawn'] },
    note: nullable('string'),
    postId: nullable('string'),
    publishedPath: { ...nullable('string'), description: 'Where visitors read it while the post made from it is on the site' },
    submittedAt: time,
    updatedAt: time,
  }),
  ContentOverview: object({
    myDrafts: list('EditorPostSummary'),
    scheduled: list('EditorPostSummary'),
    submissionsWaiting: list('StorySubmission'),
    latestPublished: list('EditorPostSummary'),
  }),
};

/** The content portal's posts and the editor's home, and where a moved public address went. */
export function contentPaths() {
  return {
    '/content/overview': {
      get: {
        summary:
          "The editor's home: my drafts, scheduled, submissions waiting, latest published (create_content or edit_content)",
        responses: answers({ 200: ok('Five of each', ref('ContentOverview')) }, 401, 403),
      },
    },
    '/content/posts': {
      get: {
        summary: 'Every post, last changed first, by status, category or search (edit_content)',
        parameters: queryParams(editorPostsQuery),
        responses: answers({ 200: page('EditorPostSummary') }, 400, 401, 403),
      },
      post: {
        summary: 'A new draft post; an empty slug is made from the title (create_content)',
        requestBody: body(postInput),
        responses: answers({ 201: post }, 400, 401, 403, 409),
      },
    },
    '/content/posts/{id}': {
      get: {
        summary: 'One post, whatever its status (edit_content)',
        parameters: [id],
        responses: answers({ 200: post }, 401, 403, 404),
      },
      put: {
        summary: 'Save a post as a new version; 409 when baseVersion is not the latest or the slug is taken (edit_content)',
        parameters: [id],
        requestBody: body(postInput),
        responses: answers({ 200: post }, 400, 401, 403, 404, 409),
      },
      delete: {
        summary: 'Delete a post and its versions (delete_content)',
        parameters: [id],
        responses: answers({ 204: { description: 'Deleted' } }, 401, 403, 404),
      },
    },
    '/content/posts/{id}/status': {
      post: {
        summary: 'Publish now, schedule for a time in a time zone, unpublish or archive (publish_content)',
        parameters: [id],
        requestBody: body(publishInput),
        responses: answers({ 200: post }, 400, 401, 403, 404),
      },
    },
    '/content/posts/{id}/versions': {
      get: {
        summary: "A post's saved versions, newest first (edit_content)",
        parameters: [id],
        responses: answers({ 200: ok('Versions', object({ items: list('ContentVersionSummary') })) }, 401, 403, 404),
      },
    },
    '/content/posts/{id}/versions/{version}': {
      get: {
        summary: 'One saved version with its text (edit_content)',
        parameters: [id, version],
        responses: answers({ 200: ok('The version', ref('ContentVersion')) }, 401, 403, 404),
      },
    },
    '/content/posts/{id}/versions/{version}/restore': {
      post: {
        summary: 'Save an earlier version as the newest one; the status stays (edit_content)',
        parameters: [id, version],
        responses: answers({ 200: post }, 400, 401, 403, 404, 409),
      },
    },
  };
}
