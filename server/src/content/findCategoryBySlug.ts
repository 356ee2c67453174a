import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { categories, categoryRedirects } from '../db/schema.js';

/** The category a public address names: by its slug, or by a slug it had before a rename. */
export async function findCategoryBySlug(db: Db, slug: string): Promise<{ id: string; slug: string } | null> {
  const [current] = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categories)
    .where(eq(categories.slug, slug));
  if (current) return current;
  const [renamed] = await db
    .select({ id: categories.id, slug: categories.slug })
    .from(categoryRedirects)
    .innerJoin(categories, eq(categories.id, categoryRedirects.categoryId))
    .where(eq(categoryRedirects.oldSlug, slug));
  return renamed ?? null;
}
