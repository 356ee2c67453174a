import * as z from 'zod/mini';
import { PUBLIC_CONTENT_MESSAGES } from '../../serviceMessages/content.js';
import { operation } from '../operation.js';

/** The address asked about, as the site server received it: "/blog/<slug>" or "/blog?category=<slug>". */
export const publicRedirectQuery = z.object({
  path: z
    .string({ error: PUBLIC_CONTENT_MESSAGES.giveAddress })
    .check(z.minLength(1, PUBLIC_CONTENT_MESSAGES.giveAddress), z.maxLength(300, PUBLIC_CONTENT_MESSAGES.addressTooLong)),
});

// Asked by the site server (for its 301), never by a browser: no browser adapter imports this file.
export const findRedirect = operation({
  id: 'findRedirect',
  method: 'GET',
  path: '/public/redirect',
  summary: 'Where a moved public address now is: /blog/<old-slug> or /blog?category=<old-slug>',
  query: publicRedirectQuery,
  answer: z.strictObject({ to: z.string() }),
  status: 200,
  access: 'public',
  refusals: [400, 404],
});

/** Addresses that moved (a renamed story or category). */
export const redirectOperations = [findRedirect] as const;
