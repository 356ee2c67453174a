import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { categories, media, type ContentRow } from '../../db/schema.js';
import type { PostColumns } from './postColumns.js';

/**
 * An old version may name a category deleted or an image removed since. Restoring it keeps the post's current
 * category in place of a missing one, and a missing library image as the plain address it was saved with.
 */
export async function withExistingReferences(tx: Db, columns: PostColumns, current: ContentRow): Promise<PostColumns> {
  const result = { ...columns };
  if (result.categoryId) {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, result.categoryId));
    if (!category) result.categoryId = current.categoryId;
  }
  const ids = [result.coverMediaId, result.socialMediaId].filter((id): id is string => id !== null);
  if (ids.length) {
    const found = new Set((await tx.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((row) => row.id));
    if (result.coverMediaId && !found.has(result.coverMediaId)) result.coverMediaId = null;
    if (result.socialMediaId && !found.has(result.socialMediaId)) result.socialMediaId = null;
  }
  return result;
}
