import { and, eq, ne } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { content } from '../../db/schema.js';

export const eventSlugTaken = () =>
  new DataError('conflict', CONTENT_MESSAGES.eventSlugTaken, { slug: CONTENT_MESSAGES.eventSlugTaken });

/** Refuses an address another event (not `exceptId`) already has. */
export async function requireFreeEventSlug(db: Db, slug: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.type, 'event'), eq(content.slug, slug), exceptId ? ne(content.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw eventSlugTaken();
}
