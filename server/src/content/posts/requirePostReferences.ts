import { eq, inArray } from 'drizzle-orm';
import { invalidInput, type FieldErrors } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { categories, media } from '../../db/schema.js';
import type { PostColumns } from './postColumns.js';

/**
 * Refuses (400, naming the field) a category or a library image that does not exist: the schema can only say the ids
 * are well formed. Checked inside the saving transaction, so the answer holds for what is written.
 */
export async function requirePostReferences(tx: Db, columns: PostColumns): Promise<void> {
  const problems: FieldErrors = {};
  if (columns.categoryId) {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, columns.categoryId));
    if (!category) problems.categoryId = CONTENT_MESSAGES.noSuchCategory;
  }
  const images = { coverImage: columns.coverMediaId, socialImage: columns.socialMediaId };
  const ids = [...new Set(Object.values(images).filter((id): id is string => id !== null))];
  if (ids.length) {
    const found = new Set((await tx.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((row) => row.id));
    for (const [field, id] of Object.entries(images))
      if (id && !found.has(id)) problems[`${field}.mediaId`] = CONTENT_MESSAGES.noSuchMedia;
  }
  if (Object.keys(problems).length) throw invalidInput(problems);
}
