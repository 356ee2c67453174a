import { returnSubmissionInput, submissionInput, submissionsQuery } from '@sla/data/schemas';
import { answers, body, object, ok, page, queryParams, ref } from './openapiHelpers.js';

const list = (item: string) => ({ type: 'array', items: ref(item) });
const items = (item: string, description: string) => ok(description, object({ items: list(item) }));
const str = { type: 'string' };
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });
const id = pathParam('id');

const submission = ok('The submission', ref('StorySubmission'));

/** Alumni submissions and the live stream of the content portal (categories, events and programme pages are declared in @sla/data/contract). */
export function contentMorePaths() {
  return {
    '/content/submissions': {
      get: {
        summary: 'Stories alumni sent in, newest first; those waiting unless another status is asked for (edit_content)',
        parameters: queryParams(submissionsQuery),
        responses: answers({ 200: page('StorySubmission') }, 400, 401, 403),
      },
    },
    '/content/submissions/{id}': {
      get: { summary: 'One submission (edit_content)', parameters: [id], responses: answers({ 200: submission }, 401, 403, 404) },
    },
    '/content/submissions/{id}/take-on': {
      post: {
        summary: 'Make a draft post from a waiting submission, crediting its author (edit_content and create_content)',
        parameters: [id],
        responses: answers({ 201: ok('The draft post', ref('EditorPost')) }, 401, 403, 404, 409),
      },
    },
    '/content/submissions/{id}/return': {
      post: {
        summary: 'Send a waiting submission back with a note; its author gets a notice and an e-mail (edit_content)',
        parameters: [id],
        requestBody: body(returnSubmissionInput),
        responses: answers({ 200: submission }, 400, 401, 403, 404, 409),
      },
    },
    '/alumni/stories': {
      get: {
        summary: 'The stories you sent in, newest first (share_alumni_stories)',
        responses: answers({ 200: items('StorySubmission', 'Your stories') }, 401, 403),
      },
      post: {
        summary: 'Send a story for the site; an editor publishes it or returns it with a note (share_alumni_stories)',
        requestBody: body(submissionInput),
        responses: answers({ 201: submission }, 400, 401, 403, 413),
      },
    },
    '/alumni/stories/{id}': {
      put: {
        summary:
          "Change your story while it waits or after it was returned; it goes (back) to the editors and the editors' note is cleared (share_alumni_stories; someone else's story answers 404; a published, withdrawn or taken-on one 409)",
        parameters: [id],
        requestBody: body(submissionInput),
        responses: answers({ 200: submission }, 400, 401, 403, 404, 409, 413),
      },
    },
    '/alumni/stories/{id}/withdraw': {
      post: {
        summary:
          "Take back your story while it waits or after it was returned (share_alumni_stories; someone else's story answers 404; a published, withdrawn or taken-on one 409)",
        parameters: [id],
        responses: answers({ 200: submission }, 401, 403, 404, 409),
      },
    },
    '/content/live': {
      get: {
        summary:
          'Content changes as they happen, as server-sent events: one `data: <ContentChange JSON>` per change, a keep-alive comment every 25 s; never ends by itself (edit_content, create_content or manage_content_categories)',
        responses: answers(
          { 200: { description: 'The stream', content: { 'text/event-stream': { schema: { type: 'string' } } } } },
          401,
          403,
        ),
      },
    },
  };
}
