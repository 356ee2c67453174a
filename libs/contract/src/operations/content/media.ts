import * as z from 'zod/mini';
import { MEDIA_TYPES, mediaAltInput, mediaQuery } from '../../schemas/contentEditing.js';
import { fileBody, operation } from '../operation.js';

/** One image of the media library, with the resized WebP variants the service made from it. */
export const mediaItem = z.strictObject({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(MEDIA_TYPES),
  width: z.int(),
  height: z.int(),
  /** Bytes, as uploaded. */
  size: z.int(),
  /** The text alternative last given for it (each use may still give its own). */
  alt: z.string(),
  /** The largest variant's address, for an <img src>. */
  url: z.string(),
  /** "…/400.webp 400w, …/800.webp 800w, …" for an <img srcset>. */
  srcset: z.string(),
  uploadedByName: z.string(),
  createdAt: z.string(),
});
export type MediaItem = z.output<typeof mediaItem>;

/** Who may choose and add images: anyone who writes or edits content. */
export const MEDIA_WRITERS = ['create_content', 'edit_content'] as const;

export const listMedia = operation({
  id: 'listMedia',
  method: 'GET',
  path: '/content/media',
  summary: 'The media library, newest first',
  query: mediaQuery,
  answer: z.strictObject({ items: z.array(mediaItem), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: { anyOf: MEDIA_WRITERS },
  refusals: [400, 401, 403],
});

/** The image's content decides its type: Content-Type is not trusted, so any type is read (its name in X-File-Name). */
export const uploadMedia = operation({
  id: 'uploadMedia',
  method: 'POST',
  path: '/content/media',
  summary:
    'Add an image (PNG, JPEG or WebP, its name URI-encoded in X-File-Name): checked by content, stripped of metadata, resized to WebP variants',
  body: fileBody([...MEDIA_TYPES, 'application/octet-stream']),
  answer: mediaItem,
  status: 201,
  access: { anyOf: MEDIA_WRITERS },
  refusals: [400, 401, 403, 413],
});

export const setMediaAlt = operation({
  id: 'setMediaAlt',
  method: 'PUT',
  path: '/content/media/{id}',
  summary: 'Set the alt text the library offers for an image',
  body: mediaAltInput,
  answer: mediaItem,
  status: 200,
  access: { anyOf: ['edit_content'] },
  refusals: [400, 401, 403, 404],
});

export const deleteMedia = operation({
  id: 'deleteMedia',
  method: 'DELETE',
  path: '/content/media/{id}',
  summary: 'Delete an image; refused while a post, event or programme page uses it',
  answer: null,
  status: 204,
  access: { anyOf: ['delete_content'] },
  refusals: [401, 403, 404, 409],
});

/** The media library editors choose images from. */
export const mediaOperations = [listMedia, uploadMedia, setMediaAlt, deleteMedia] as const;
