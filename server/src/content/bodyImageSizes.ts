import { inArray } from 'drizzle-orm';
import type { ImageSizes } from '@sla/markdown';
import { markdownImages } from '@sla/contract/schemas';
import type { Db } from '../db/database.js';
import { mediaVariants } from '../db/schema.js';

/** "/api/media/{id}/{width}.webp": the site's own pictures, whose sizes the library knows. */
const SITE_PICTURE = /^\/api\/media\/([A-Za-z0-9_-]{1,64})\/(\d{2,4})\.webp$/;

/**
 * The width and height of every site picture a story's text shows, by address, read from the variants in one query,
 * so its <img> tags reserve their room (decision 0048). A picture no longer in the library is left without.
 */
export async function bodyImageSizes(db: Db, markdown: string): Promise<ImageSizes> {
  const wanted = new Map<string, { id: string; width: number }>();
  for (const image of markdownImages(markdown)) {
    const match = SITE_PICTURE.exec(image.url);
    if (match) wanted.set(image.url, { id: match[1]!, width: Number(match[2]) });
  }
  if (!wanted.size) return {};
  const ids = [...new Set([...wanted.values()].map((picture) => picture.id))];
  const rows = await db
    .select({ id: mediaVariants.mediaId, width: mediaVariants.width, height: mediaVariants.height })
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, ids));
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const [url, picture] of wanted) {
    const row = rows.find((variant) => variant.id === picture.id && variant.width === picture.width);
    if (row) sizes[url] = { width: row.width, height: row.height };
  }
  return sizes;
}
