import { and, eq } from 'drizzle-orm';
import { invalidInput, type Category } from '@sla/contract';
import { CONTENT_MESSAGES, moveCategoryPostsInput, parseInput } from '@sla/contract/schemas';
import { CATEGORY_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categories, content } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { lockCategory } from './findCategory.js';
import { categoriesInOrder } from './categoriesInOrder.js';

/** Moves every post of one category into another (manage_content_categories), so the first can be deleted. */
export async function moveCategoryPosts(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<{ items: Category[] }> {
  const signedIn = await requirePermission(ctx, caller, 'manage_content_categories', {
    action: 'move_category_posts',
    categoryId: id,
  });
  const { toCategoryId } = parseInput(moveCategoryPostsInput, body);
  if (toCategoryId === id) throw invalidInput({ toCategoryId: CATEGORY_MESSAGES.sameCategory });
  await ctx.db.transaction(async (tx) => {
    await lockCategory(tx, id);
    // Locked too, so it cannot be deleted while the posts move in.
    const [target] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, toCategoryId)).for('update');
    if (!target) throw invalidInput({ toCategoryId: CONTENT_MESSAGES.noSuchCategory });
    await tx
      .update(content)
      .set({ categoryId: toCategoryId })
      .where(and(eq(content.type, 'post'), eq(content.categoryId, id)));
  });
  announce(ctx, signedIn, { kind: 'category', id, action: 'saved' });
  return { items: await categoriesInOrder(ctx.db) };
}
