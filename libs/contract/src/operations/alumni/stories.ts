import * as z from 'zod/mini';
import { submissionInput } from '../../schemas/contentEditing.js';
import { storySubmission } from '../content/submissions.js';
import { fileAnswer, fileBody, operation } from '../operation.js';
import { MEDIA_TYPES } from '../../schemas/contentEditing.js';

/** Alumni who share stories; a story someone else wrote answers 404, like a missing one (the service's rule). */
const storytellers = { anyOf: ['share_alumni_stories'] } as const;

export const listMyStories = operation({
  id: 'listMyStories',
  method: 'GET',
  path: '/alumni/stories',
  summary: 'The stories you sent in, newest first',
  answer: z.strictObject({ items: z.array(storySubmission) }),
  status: 200,
  access: storytellers,
  refusals: [401, 403],
});

export const submitStory = operation({
  id: 'submitStory',
  method: 'POST',
  path: '/alumni/stories',
  summary: 'Send a story for the site; an editor publishes it or returns it with a note',
  body: submissionInput,
  answer: storySubmission,
  status: 201,
  access: storytellers,
  refusals: [400, 401, 403, 413],
});

export const reviseStory = operation({
  id: 'reviseStory',
  method: 'PUT',
  path: '/alumni/stories/{id}',
  summary:
    "Change your story while it waits or after it was returned; it goes (back) to the editors and the editors' note is cleared (someone else's story answers 404; a published, withdrawn or taken-on one 409)",
  body: submissionInput,
  answer: storySubmission,
  status: 200,
  access: storytellers,
  refusals: [400, 401, 403, 404, 409, 413],
});

export const withdrawStory = operation({
  id: 'withdrawStory',
  method: 'POST',
  path: '/alumni/stories/{id}/withdraw',
  summary:
    "Take back your story while it waits or after it was returned (someone else's story answers 404; a published, withdrawn or taken-on one 409)",
  answer: storySubmission,
  status: 200,
  access: storytellers,
  refusals: [401, 403, 404, 409],
});

/**
 * A picture an alumnus added for a story (decision 0048): `url` is the address the story's text and cover use (the
 * public one, which answers only once the story is published); until then the author and editors read it through
 * readStoryPicture.
 */
export const storyPicture = z.strictObject({
  id: z.string(),
  /** "/api/media/{id}/{width}.webp", the largest variant. */
  url: z.string(),
  width: z.int(),
  height: z.int(),
});
export type StoryPicture = z.output<typeof storyPicture>;

export const uploadStoryPicture = operation({
  id: 'uploadStoryPicture',
  method: 'POST',
  path: '/alumni/stories/pictures',
  summary:
    'Add a picture for your story (PNG, JPEG or WebP, its name URI-encoded in X-File-Name): the media library’s checks and resizing; private until the story is published',
  body: fileBody([...MEDIA_TYPES, 'application/octet-stream']),
  answer: storyPicture,
  status: 201,
  access: storytellers,
  refusals: [400, 401, 403, 413, 429],
});

export const readStoryPicture = operation({
  id: 'readStoryPicture',
  method: 'GET',
  path: '/alumni/stories/pictures/{id}/{width}',
  summary:
    'A resized story picture before its story is published, for its author and editors (anyone else, and a published one: 404 like a missing one)',
  answer: fileAnswer('image/webp'),
  status: 200,
  access: { anyOf: ['share_alumni_stories', 'edit_content'] },
  refusals: [401, 403, 404],
});

/** The stories an alumnus sends in for the site (the editors' side is contract/content/submissions). */
export const storyOperations = [
  listMyStories,
  submitStory,
  reviseStory,
  withdrawStory,
  uploadStoryPicture,
  readStoryPicture,
] as const;
