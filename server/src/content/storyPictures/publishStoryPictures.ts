import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { media } from '../../db/schema.js';

/**
 * Inside the transaction that publishes the post made of story `storyId`: its pictures become library images, served to
 * every visitor, listed in the library with the rest and kept from deletion while the post shows its cover (decision
 * 0048). Their alt text is the first the story gave each (the library offers it next time).
 */
export async function publishStoryPictures(tx: Db, storyId: string): Promise<void> {
  await tx
    .update(media)
    .set({ scope: 'library' })
    .where(and(eq(media.storyId, storyId), eq(media.scope, 'story')));
}
