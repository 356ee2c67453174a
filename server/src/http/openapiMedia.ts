import { answers } from './openapiHelpers.js';

const str = { type: 'string' };
const int = { type: 'integer' };

/** The media library's resized images (everyone); the library itself is declared in @sla/data/contract. */
export function mediaPaths() {
  return {
    '/media/{id}/{width}.webp': {
      get: {
        summary: 'A resized image (no sign-in); immutable, with an ETag (If-None-Match answers 304)',
        security: [],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: str },
          { name: 'width', in: 'path', required: true, schema: int },
          { name: 'If-None-Match', in: 'header', required: false, schema: str },
        ],
        responses: answers(
          {
            200: { description: 'The image', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } } },
            304: { description: 'Unchanged' },
          },
          404,
        ),
      },
    },
  };
}
