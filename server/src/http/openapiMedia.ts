import { MEDIA_MAX_MB, MEDIA_TYPES, MEDIA_WIDTHS, mediaAltInput, mediaQuery } from '@sla/data/schemas';
import { answers, body, ok, page, queryParams, ref } from './openapiHelpers.js';

const str = { type: 'string' };
const int = { type: 'integer' };
const id = { name: 'id', in: 'path', required: true, schema: str };
const item = ok('The image', ref('MediaItem'));

const upload = {
  required: true,
  description: `The image itself as the body (PNG, JPEG or WebP, at most ${MEDIA_MAX_MB} MB), its name URI-encoded in X-File-Name. Its content decides its type; Content-Type is not trusted.`,
  content: Object.fromEntries(
    [...MEDIA_TYPES, 'application/octet-stream'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

export const mediaComponents = {
  MediaItem: {
    type: 'object',
    properties: {
      id: str,
      fileName: str,
      contentType: { enum: [...MEDIA_TYPES] },
      width: int,
      height: int,
      size: { ...int, description: 'Bytes, as uploaded' },
      alt: str,
      url: { ...str, description: 'The largest variant' },
      srcset: { ...str, description: `WebP variants at ${MEDIA_WIDTHS.join(', ')} px wide (never wider than the original)` },
      uploadedByName: str,
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
};

/** The media library (editors) and its resized images (everyone). */
export function mediaPaths() {
  return {
    '/content/media': {
      get: {
        summary: 'The media library, newest first (create_content or edit_content)',
        parameters: queryParams(mediaQuery),
        responses: answers({ 200: page('MediaItem') }, 400, 401, 403),
      },
      post: {
        summary:
          'Add an image (create_content or edit_content): checked by content, stripped of metadata, resized to WebP variants',
        parameters: [{ name: 'X-File-Name', in: 'header', required: true, schema: str }],
        requestBody: upload,
        responses: answers({ 201: item }, 400, 401, 403, 413),
      },
    },
    '/content/media/{id}': {
      put: {
        summary: 'Set the alt text the library offers for an image (edit_content)',
        parameters: [id],
        requestBody: body(mediaAltInput),
        responses: answers({ 200: item }, 400, 401, 403, 404),
      },
      delete: {
        summary: 'Delete an image (delete_content); refused while a post, event or programme page uses it',
        parameters: [id],
        responses: answers({ 204: { description: 'Deleted' } }, 401, 403, 404, 409),
      },
    },
  };
}
