import type { Category } from '@sla/contract';
import { CATEGORY_READERS } from '@sla/contract/operations/content';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categoriesInOrder } from './categoriesInOrder.js';

/** The categories in order, for those who write posts and those who manage the categories (CATEGORY_READERS). */
export async function listEditorCategories(ctx: ServiceContext, caller: Caller | null): Promise<{ items: Category[] }> {
  await requireAnyPermission(ctx, caller, CATEGORY_READERS, { action: 'list_categories' });
  return { items: await categoriesInOrder(ctx.db) };
}
