import { and, eq, ne } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { content } from '../../db/schema.js';
import { releaseSlug } from '../redirects/releaseSlug.js';

export const slugTaken = () => new DataError('conflict', CONTENT_MESSAGES.slugTaken, { slug: CONTENT_MESSAGES.slugTaken });

/** Refuses (409) an address another post has; otherwise takes it, ending any redirect from it. */
export async function claimPostSlug(tx: Db, slug: string, postId: string): Promise<void> {
  const [clash] = await tx
    .select({ id: content.id })
    .from(content)
    .where(and(eq(content.type, 'post'), eq(content.slug, slug), ne(content.id, postId)))
    .limit(1);
  if (clash) throw slugTaken();
  await releaseSlug(tx, 'post', slug);
}
