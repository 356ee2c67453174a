import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { categories, content } from '../../db/schema.js';

/** The editor's list rows: the few columns a row shows (never the body), with the category's name. */
export function selectPostSummaries(db: Db) {
  return db
    .select({
      id: content.id,
      slug: content.slug,
      title: content.title,
      status: content.status,
      categoryId: content.categoryId,
      categoryName: categories.name,
      authorName: content.authorName,
      publishedAt: content.publishedAt,
      timeZone: content.timeZone,
      updatedAt: content.updatedAt,
      updatedByName: content.updatedByName,
      version: content.version,
    })
    .from(content)
    .leftJoin(categories, eq(categories.id, content.categoryId));
}
