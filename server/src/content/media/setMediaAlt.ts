import { eq } from 'drizzle-orm';
import { DataError, type MediaItem } from '@sla/contract';
import { CONTENT_MESSAGES, mediaAltInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { media } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { mediaColumns, toMediaItem } from './toMediaItem.js';

export const noSuchMedia = () => new DataError('not_found', CONTENT_MESSAGES.noSuchMedia);

/**
 * Gives an image the text alternative the library offers next time it is chosen (edit_content). Each use
 * keeps the alt text it was given, so this changes no page already published.
 */
export async function setMediaAlt(ctx: ServiceContext, caller: Caller | null, id: string, rawInput: unknown): Promise<MediaItem> {
  const editor = await requirePermission(ctx, caller, 'edit_content', { action: 'set_media_alt', mediaId: id });
  const { alt } = parseInput(mediaAltInput, rawInput);
  const updated = await ctx.db.update(media).set({ alt }).where(eq(media.id, id)).returning({ id: media.id });
  if (!updated.length) throw noSuchMedia();
  const [row] = await ctx.db.select(mediaColumns).from(media).where(eq(media.id, id));
  if (!row) throw noSuchMedia();
  announce(ctx, editor, { kind: 'media', id, action: 'saved' });
  return toMediaItem(row);
}
