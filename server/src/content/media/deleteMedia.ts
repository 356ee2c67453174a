import { eq, or } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { content, media, programs } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { MEDIA_MESSAGES } from './mediaRules.js';
import { noSuchMedia } from './setMediaAlt.js';

/** How many of the pages using an image a refusal names; the rest are counted. */
const NAMED_USES = 3;

/**
 * Removes an image and its variants (delete_content). Refused while a post, an event or a programme page
 * shows it (as cover, social image or hero): deleting it would leave that page with a broken picture.
 * The image row is locked first, so the check and the delete see the same uses.
 */
export async function deleteMedia(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  const editor = await requirePermission(ctx, caller, 'delete_content', { action: 'delete_media', mediaId: id });
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).for('update');
    if (!found) throw noSuchMedia();
    const uses = await usesOf(tx, id);
    if (uses.length) {
      const named = uses.slice(0, NAMED_USES);
      throw new DataError('conflict', MEDIA_MESSAGES.inUse(named, uses.length - named.length));
    }
    await tx.delete(media).where(eq(media.id, id));
  });
  announce(ctx, editor, { kind: 'media', id, action: 'deleted' });
}

/** The titles of the posts and events, and the names of the programmes, that show the image. */
async function usesOf(db: Db, id: string): Promise<string[]> {
  const pages = await db
    .select({ title: content.title })
    .from(content)
    .where(or(eq(content.coverMediaId, id), eq(content.socialMediaId, id)))
    .orderBy(content.title);
  const programmes = await db
    .select({ name: programs.name })
    .from(programs)
    .where(eq(programs.heroMediaId, id))
    .orderBy(programs.name);
  return [...pages.map((page) => page.title), ...programmes.map((programme) => programme.name)];
}
