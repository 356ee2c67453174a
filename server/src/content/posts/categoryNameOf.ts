import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { categories } from '../../db/schema.js';

/** The name of a post's category, for the editor's answer. */
export async function categoryNameOf(db: Db, categoryId: string | null): Promise<string | null> {
  if (!categoryId) return null;
  const [row] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
  return row?.name ?? null;
}
