import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { ContentType } from '@sla/contract';
import { content } from '../db/schema.js';

/**
 * What a visitor may see of one type: published items, and scheduled ones whose time has come
 * (scheduling needs no job: the clock decides on every read). Every public query starts here;
 * editor queries, when they come, simply do not use it.
 */
export function visibleToVisitors(type: ContentType, now: Date): SQL {
  return and(eq(content.type, type), inArray(content.status, ['published', 'scheduled']), lte(content.publishedAt, now))!;
}
