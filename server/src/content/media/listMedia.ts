import { and, desc, eq, sql } from 'drizzle-orm';
import type { MediaItem, Page } from '@sla/contract';
import { mediaQuery, parseInput } from '@sla/contract/schemas';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { media } from '../../db/schema.js';
import { mediaColumns, toMediaItem } from './toMediaItem.js';
import { MEDIA_WRITERS } from './uploadMedia.js';

export const MEDIA_PAGE_SIZE = 24;

/** The media library, newest first, one keyset page at a time (media_newest index), for anyone who may choose an image. */
export async function listMedia(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<MediaItem>> {
  await requireAnyPermission(ctx, caller, MEDIA_WRITERS, { action: 'list_media' });
  const query = parseInput(mediaQuery, rawQuery);
  const limit = query.limit ?? MEDIA_PAGE_SIZE;
  // Story pictures join the library when their story is published (decision 0048).
  const conditions = [eq(media.scope, 'library')];
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${media.createdAt}, ${media.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select(mediaColumns)
    .from(media)
    .where(and(...conditions))
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toMediaItem, (row) => [row.createdAt, row.id]);
}
