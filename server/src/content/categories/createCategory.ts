import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { Category } from '@sla/contract';
import { categoryInput, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categories, categoryRedirects } from '../../db/schema.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { categoryNameTaken, requireFreeCategoryName } from './categoryNameTaken.js';
import { categorySlugFor } from './categorySlugFor.js';

/** A new category, last in the order (manage_content_categories). */
export async function createCategory(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<Category> {
  const signedIn = await requirePermission(ctx, caller, 'manage_content_categories', { action: 'create_category' });
  const { name, nameFr } = parseInput(categoryInput, body);
  const slug = categorySlugFor(name);
  const now = ctx.now();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await requireFreeCategoryName(tx, name, slug);
      const [last] = await tx.select({ position: max(categories.position) }).from(categories);
      // A retired address of another category now names this one: the live category wins.
      await tx.delete(categoryRedirects).where(eq(categoryRedirects.oldSlug, slug));
      const [inserted] = await tx
        .insert(categories)
        .values({ id: randomUUID(), name, nameFr, slug, position: (last?.position ?? 0) + 1, createdAt: now, updatedAt: now })
        .returning();
      return inserted!;
    });
    announce(ctx, signedIn, { kind: 'category', id: row.id, action: 'created' });
    return { id: row.id, name: row.name, nameFr: row.nameFr, slug: row.slug, position: row.position, postCount: 0 };
  } catch (error) {
    // Another editor took the name between the look and the write.
    if (pgErrorCode(error) === '23505') throw categoryNameTaken();
    throw error;
  }
}
