import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { content, type ContentRow } from '../../db/schema.js';
import { visibleToVisitors } from '../visibility.js';

/** A published event by its address, or 404: drafts and unknown addresses alike. */
export async function publicEventBySlug(db: Db, slug: string, now: Date): Promise<ContentRow> {
  const [row] = await db
    .select()
    .from(content)
    .where(and(visibleToVisitors('event', now), eq(content.slug, slug)))
    .limit(1);
  if (!row) throw new DataError('not_found', CONTENT_MESSAGES.noSuchEvent);
  return row;
}
