import type { Category } from '@sla/data';
import { requireAnyPermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categoriesInOrder } from './categoriesInOrder.js';

/** Who may see the categories: those who write posts, and those who manage the categories. */
export const CATEGORY_READERS = ['edit_content', 'create_content', 'manage_content_categories'] as const;

export async function listEditorCategories(ctx: ServiceContext, caller: Caller | null): Promise<{ items: Category[] }> {
  await requireAnyPermission(ctx, caller, CATEGORY_READERS, { action: 'list_categories' });
  return { items: await categoriesInOrder(ctx.db) };
}
