import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { cursor, limit } from './paging.js';

/** Stories per page on the public list: two rows of three, small enough for a phone on slow data. */
export const POSTS_PAGE_SIZE = 6;

export const publicPostsQuery = z.object({
  category: z.optional(z.string().check(z.trim(), z.maxLength(100, msg('Choose one of the categories.')))),
  cursor: z.optional(cursor),
  limit: z.optional(limit(50)),
});
export type PublicPostsQuery = Omit<z.input<typeof publicPostsQuery>, 'limit'> & { limit?: number };

export const EVENTS_PAGE_SIZE = 20;

export const publicEventsQuery = z.object({
  /** "1": only events that have not ended yet, soonest first. Otherwise upcoming first, then past ones. */
  upcoming: z.optional(z.enum(['1', '0', 'true', 'false'], { error: msg('Give 1 for upcoming events only, or 0.') })),
  limit: z.optional(limit(50)),
});
export type PublicEventsQuery = { upcoming?: boolean; limit?: number };
