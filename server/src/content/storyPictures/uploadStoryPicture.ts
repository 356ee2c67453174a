import { desc, eq } from 'drizzle-orm';
import { DataError, type StoryPicture } from '@sla/contract';
import { STORY_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import { plainFileName } from '../../applications/files/uploadRules.js';
import type { Caller, ServiceContext } from '../../context.js';
import { mediaVariants } from '../../db/schema.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import { STORY_PICTURES_PER_AUTHOR } from '../../rateLimit/rules.js';
import { callerName } from '../live/callerName.js';
import { ingestMedia } from '../media/ingestMedia.js';
import { MEDIA_MESSAGES } from '../media/mediaRules.js';

export interface StoryPictureUpload {
  /** The X-File-Name header, URI-encoded. */
  fileName: string | string[] | undefined;
  /** The raw body; anything but bytes means no parser read it. */
  body: unknown;
}

/**
 * An alumnus adds a picture for a story (share_alumni_stories), through the media library's own checks and resizing
 * (ingestMedia): a media row of scope 'story', theirs, in no story until one is sent with it, and out of the library and
 * away from visitors until that story is published (decision 0048). Uploads per author and day are capped.
 */
export async function uploadStoryPicture(
  ctx: ServiceContext,
  caller: Caller | null,
  upload: StoryPictureUpload,
): Promise<StoryPicture> {
  const author = await requirePermission(ctx, caller, 'share_alumni_stories', { action: 'upload_story_picture' });
  const fileName = plainFileName(upload.fileName);
  const bytes = Buffer.isBuffer(upload.body) ? upload.body : Buffer.alloc(0);
  if (!bytes.length)
    throw new DataError('invalid_input', MEDIA_MESSAGES.empty(fileName), { file: MEDIA_MESSAGES.empty(fileName) });
  await enforceRateLimits(ctx, [[STORY_PICTURES_PER_AUTHOR, author.token.uid]], STORY_MESSAGES.tooManyUploads);
  const item = await ingestMedia(ctx, {
    bytes,
    fileName,
    uploadedBy: author.token.uid,
    uploadedByName: callerName(author),
    scope: 'story',
  });
  const [largest] = await ctx.db
    .select({ width: mediaVariants.width, height: mediaVariants.height })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, item.id))
    .orderBy(desc(mediaVariants.width))
    .limit(1);
  return { id: item.id, url: item.url, width: largest!.width, height: largest!.height };
}
