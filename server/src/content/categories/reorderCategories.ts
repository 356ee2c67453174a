import { eq } from 'drizzle-orm';
import { invalidInput, type Category } from '@sla/contract';
import { categoryOrderInput, parseInput } from '@sla/contract/schemas';
import { CATEGORY_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categories } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { categoriesInOrder } from './categoriesInOrder.js';

/**
 * Puts the categories in the order given (manage_content_categories). The list must name every category exactly
 * once: an order made from a stale screen (one added or deleted since) is refused rather than guessed at.
 */
export async function reorderCategories(
  ctx: ServiceContext,
  caller: Caller | null,
  body: unknown,
): Promise<{ items: Category[] }> {
  const signedIn = await requirePermission(ctx, caller, 'manage_content_categories', { action: 'reorder_categories' });
  const { ids } = parseInput(categoryOrderInput, body);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const existing = await tx.select({ id: categories.id }).from(categories).for('update');
    const known = new Set(existing.map((row) => row.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id)))
      throw invalidInput({ ids: CATEGORY_MESSAGES.orderMismatch });
    for (const [index, id] of ids.entries())
      await tx
        .update(categories)
        .set({ position: index + 1, updatedAt: now })
        .where(eq(categories.id, id));
  });
  announce(ctx, signedIn, { kind: 'category', id: '', action: 'saved' });
  return { items: await categoriesInOrder(ctx.db) };
}
