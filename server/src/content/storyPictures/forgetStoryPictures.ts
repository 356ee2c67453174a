import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { media } from '../../db/schema.js';

/**
 * When an account is deleted: its story pictures not yet published go with its stories (sent or not); those published
 * stay with the posts that show them, as the organisation's library images, no longer naming who added them.
 */
export async function forgetStoryPictures(tx: Db, uid: string): Promise<void> {
  await tx.delete(media).where(and(eq(media.uploadedBy, uid), eq(media.scope, 'story')));
  await tx.update(media).set({ uploadedBy: 'deleted-account', uploadedByName: '' }).where(eq(media.uploadedBy, uid));
}
