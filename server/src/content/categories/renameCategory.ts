import { eq } from 'drizzle-orm';
import type { Category } from '@sla/contract';
import { categoryInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categories, categoryRedirects } from '../../db/schema.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { categoryNameTaken, requireFreeCategoryName } from './categoryNameTaken.js';
import { categorySlugFor } from './categorySlugFor.js';
import { lockCategory } from './findCategory.js';
import { categoriesInOrder } from './categoriesInOrder.js';

/**
 * Renames a category or changes its French name (manage_content_categories). Its address follows the English name; the old address is kept as a
 * redirect so links and /blog?category=<old> keep working, and going back to an old name takes its redirect back.
 */
export async function renameCategory(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<Category> {
  const signedIn = await requirePermission(ctx, caller, 'manage_content_categories', {
    action: 'rename_category',
    categoryId: id,
  });
  const { name, nameFr } = parseInput(categoryInput, body);
  const slug = categorySlugFor(name);
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockCategory(tx, id);
      await requireFreeCategoryName(tx, name, slug, id);
      await tx.delete(categoryRedirects).where(eq(categoryRedirects.oldSlug, slug));
      if (row.slug !== slug)
        await tx
          .insert(categoryRedirects)
          .values({ oldSlug: row.slug, categoryId: id })
          .onConflictDoUpdate({ target: categoryRedirects.oldSlug, set: { categoryId: id } });
      await tx.update(categories).set({ name, nameFr, slug, updatedAt: ctx.now() }).where(eq(categories.id, id));
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw categoryNameTaken();
    throw error;
  }
  announce(ctx, signedIn, { kind: 'category', id, action: 'saved' });
  return (await categoriesInOrder(ctx.db)).find((category) => category.id === id)!;
}
