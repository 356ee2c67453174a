import { invalidInput, type ContentStatus } from '@sla/contract';
import { CONTENT_MESSAGES, type publishInput } from '@sla/contract/schemas';
import type * as z from 'zod/mini';
import type { ContentRow } from '../../db/schema.js';

export type StatusAction = z.infer<typeof publishInput>;

/** What an action makes of a post's status and dates, and the word live lists hear. */
export function statusChange(
  row: ContentRow,
  action: StatusAction,
  now: Date,
): { status: ContentStatus; publishedAt: Date | null; timeZone: string; said: string } {
  switch (action.action) {
    case 'publish':
      // Publishing again what is already out keeps its date: feeds and lists keep their order.
      return {
        status: 'published',
        publishedAt: row.status === 'published' && row.publishedAt ? row.publishedAt : now,
        timeZone: row.timeZone,
        said: 'published',
      };
    case 'schedule': {
      const at = new Date(action.publishAt);
      if (at <= now) throw invalidInput({ publishAt: CONTENT_MESSAGES.scheduleInPast });
      return { status: 'scheduled', publishedAt: at, timeZone: action.timeZone, said: 'scheduled' };
    }
    case 'unpublish':
      return { status: 'draft', publishedAt: null, timeZone: row.timeZone, said: 'unpublished' };
    case 'archive':
      return { status: 'archived', publishedAt: row.publishedAt, timeZone: row.timeZone, said: 'archived' };
  }
}
