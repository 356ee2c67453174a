import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { media } from '../../db/schema.js';

/**
 * Deletes the pictures of a story that will never be published (withdrawn), with their variants: nothing else may show
 * them, so nothing is left behind. A published story's pictures are library images by then and are not touched.
 */
export async function releaseStoryPictures(tx: Db, storyId: string): Promise<void> {
  await tx.delete(media).where(and(eq(media.storyId, storyId), eq(media.scope, 'story')));
}
