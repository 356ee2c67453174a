import { and, eq, isNull, lt } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { media } from '../../db/schema.js';

/** How long a picture added for a story that was never sent is kept: long enough to finish writing in one sitting. */
export const UNSENT_PICTURE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes story pictures that no story was sent with a day after they were added (the author left the form, or removed
 * the picture before sending): no one but their author ever had their address. Answers how many went.
 */
export async function sweepUnsentStoryPictures(ctx: ServiceContext): Promise<number> {
  const before = new Date(ctx.now().getTime() - UNSENT_PICTURE_MS);
  const gone = await ctx.db
    .delete(media)
    .where(and(eq(media.scope, 'story'), isNull(media.storyId), lt(media.createdAt, before)))
    .returning({ id: media.id });
  return gone.length;
}
