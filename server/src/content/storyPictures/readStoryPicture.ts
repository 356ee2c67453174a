import { and, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { STORY_MESSAGES } from '@sla/contract/serviceMessages';
import { can, requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { uuidId } from '../../cursor.js';
import { media, mediaVariants } from '../../db/schema.js';

const noSuchPicture = () => new DataError('not_found', STORY_MESSAGES.noSuchPicture);

/**
 * One resized variant of a story picture not yet published (decision 0048), for its author (share_alumni_stories) and
 * for editors (edit_content): the portals show it in the story's preview, the submissions queue and the post editor,
 * fetched with the caller's token since an <img> sends none. Someone else's, a published one (the public address
 * serves it then), a library image and a missing one all answer the same 404. Never cached by shared caches.
 */
export async function readStoryPicture(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  widthText: string,
): Promise<Buffer> {
  const reader = await requireAnyPermission(ctx, caller, ['share_alumni_stories', 'edit_content'], {
    action: 'read_story_picture',
    mediaId: id,
  });
  const width = /^[1-9]\d{0,4}$/.test(widthText) ? Number(widthText) : null;
  if (uuidId(id) === null || width === null) throw noSuchPicture();
  const [found] = await ctx.db
    .select({ data: mediaVariants.data, uploadedBy: media.uploadedBy })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.width, width), eq(media.scope, 'story')));
  if (!found) throw noSuchPicture();
  if (found.uploadedBy !== reader.token.uid && !can(reader, 'edit_content')) throw noSuchPicture();
  return Buffer.from(found.data);
}
