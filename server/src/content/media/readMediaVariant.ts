import { and, eq, or, sql } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import type { ServiceContext } from '../../context.js';
import { uuidId } from '../../cursor.js';
import { media, mediaVariants } from '../../db/schema.js';
import { MEDIA_MESSAGES } from './mediaRules.js';

export type VariantAnswer = { etag: string; notModified: true } | { etag: string; notModified: false; data: Buffer };

const noSuchImage = () => new DataError('not_found', MEDIA_MESSAGES.noSuchImage);

/**
 * Whether `ifNoneMatch` (a list of entity tags, or "*") already names `etag`. Weak tags count: for a
 * GET, a weak match is as good as a strong one.
 */
function alreadyHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Which images visitors may fetch: the library's, and a story picture (decision 0048) once the post made of its story
 * is on the site by the clock (a scheduled post shows its pictures the moment it does, before publishDueContent runs).
 * Any other story picture answers the 404 of a missing image: only its author and editors read it, elsewhere.
 */
const servedToVisitors = (now: Date) =>
  or(
    eq(media.scope, 'library'),
    sql`EXISTS (SELECT 1 FROM story_submissions s JOIN content c ON c.id = s.post_id
      WHERE s.id = ${media.storyId} AND c.status IN ('published','scheduled') AND c.published_at <= ${now.toISOString()}::timestamptz)`,
  );

/**
 * One resized variant of a library image, for anyone (public pages show them). An image's bytes never
 * change under its id and width, so the tag is made from those and a browser that has it gets a 304
 * without the bytes being read. Anything that cannot be an image's id or width is a 404 like a deleted one.
 */
export async function readMediaVariant(
  ctx: ServiceContext,
  id: string,
  widthText: string,
  ifNoneMatch: string | undefined,
): Promise<VariantAnswer> {
  const width = /^[1-9]\d{0,4}$/.test(widthText) ? Number(widthText) : null;
  if (uuidId(id) === null || width === null) throw noSuchImage();
  const etag = `"${id}-${width}"`;
  const where = and(eq(mediaVariants.mediaId, id), eq(mediaVariants.width, width), servedToVisitors(ctx.now()));
  if (alreadyHas(ifNoneMatch, etag)) {
    const [found] = await ctx.db
      .select({ width: mediaVariants.width })
      .from(mediaVariants)
      .innerJoin(media, eq(media.id, mediaVariants.mediaId))
      .where(where);
    if (!found) throw noSuchImage();
    return { etag, notModified: true };
  }
  const [found] = await ctx.db
    .select({ data: mediaVariants.data })
    .from(mediaVariants)
    .innerJoin(media, eq(media.id, mediaVariants.mediaId))
    .where(where);
  if (!found) throw noSuchImage();
  return { etag, notModified: false, data: Buffer.from(found.data) };
}
