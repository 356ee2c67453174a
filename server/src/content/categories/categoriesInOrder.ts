import { and, asc, count, eq } from 'drizzle-orm';
import type { Category } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { categories, content } from '../../db/schema.js';

/** Every category in its order, with how many posts (whatever their status) are in it. */
export async function categoriesInOrder(db: Db): Promise<Category[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      nameFr: categories.nameFr,
      slug: categories.slug,
      position: categories.position,
      postCount: count(content.id),
    })
    .from(categories)
    .leftJoin(content, and(eq(content.categoryId, categories.id), eq(content.type, 'post')))
    .groupBy(categories.id)
    .orderBy(asc(categories.position), asc(categories.name));
  return rows.map((row) => ({ ...row, postCount: Number(row.postCount) }));
}
