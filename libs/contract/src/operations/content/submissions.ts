import * as z from 'zod/mini';
import { returnSubmissionInput, SUBMISSION_STATUSES, submissionsQuery } from '../../schemas/contentEditing.js';
import { operation } from '../operation.js';
import { editorPost } from './posts.js';

/** A story an alumnus sent in for the site. */
export const storySubmission = z.strictObject({
  id: z.string(),
  authorUid: z.string(),
  authorName: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Markdown. */
  body: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** The editor's note when it was returned. */
  note: z.nullable(z.string()),
  /** The post made from it, once an editor took it on. */
  postId: z.nullable(z.string()),
  /** Where visitors read it, once it is published (e.g. "/blog/from-the-lab-bench"). */
  publishedPath: z.nullable(z.string()),
  /** The cover the author chose (decision 0048): one of the story's pictures, its address and description. */
  cover: z.nullable(z.strictObject({ mediaId: z.string(), url: z.string(), alt: z.string() })),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type StorySubmission = z.output<typeof storySubmission>;

const editors = { anyOf: ['edit_content'] } as const;

export const listSubmissions = operation({
  id: 'listSubmissions',
  method: 'GET',
  path: '/content/submissions',
  summary: 'Stories alumni sent in, newest first; those waiting unless another status is asked for',
  query: submissionsQuery,
  answer: z.strictObject({ items: z.array(storySubmission), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: editors,
  refusals: [400, 401, 403],
});

export const getSubmission = operation({
  id: 'getSubmission',
  method: 'GET',
  path: '/content/submissions/{id}',
  summary: 'One submission',
  answer: storySubmission,
  status: 200,
  access: editors,
  refusals: [401, 403, 404],
});

export const takeOnSubmission = operation({
  id: 'takeOnSubmission',
  method: 'POST',
  path: '/content/submissions/{id}/take-on',
  summary: 'Make a draft post from a waiting submission, crediting its author',
  answer: editorPost,
  status: 201,
  access: { allOf: ['edit_content', 'create_content'] },
  refusals: [401, 403, 404, 409],
});

export const returnSubmission = operation({
  id: 'returnSubmission',
  method: 'POST',
  path: '/content/submissions/{id}/return',
  summary: 'Send a waiting submission back with a note; its author gets a notice and an e-mail',
  body: returnSubmissionInput,
  answer: storySubmission,
  status: 200,
  access: editors,
  refusals: [400, 401, 403, 404, 409],
});

/** The editors' side of the stories alumni send in (the alumni's side is contract/alumni/stories). */
export const submissionOperations = [listSubmissions, getSubmission, takeOnSubmission, returnSubmission] as const;
