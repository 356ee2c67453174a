import { publicRedirectQuery } from '../content/redirects/findRedirect.js';
import { answers, object, ok, queryParams } from './openapiHelpers.js';

/** Where a moved public address went (the content portal's posts, events and the rest are declared in @sla/data/contract). */
export function contentPaths() {
  return {
    '/public/redirect': {
      get: {
        security: [],
        summary: 'Where a moved public address now is: /blog/<old-slug> or /blog?category=<old-slug>',
        parameters: queryParams(publicRedirectQuery).map((parameter) => ({ ...parameter, required: true })),
        responses: answers({ 200: ok('The new address', object({ to: { type: 'string' } })) }, 400, 404),
      },
    },
  };
}
