import { count, eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categories, content } from '../../db/schema.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { lockCategory } from './findCategory.js';

const inUse = (posts: number) => new DataError('conflict', CONTENT_MESSAGES.categoryInUse(posts));

/** Deletes an empty category (manage_content_categories); one with posts is refused until they are moved. Its redirects go with it. */
export async function deleteCategory(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  const signedIn = await requirePermission(ctx, caller, 'manage_content_categories', {
    action: 'delete_category',
    categoryId: id,
  });
  try {
    await ctx.db.transaction(async (tx) => {
      await lockCategory(tx, id);
      const [used] = await tx.select({ posts: count() }).from(content).where(eq(content.categoryId, id));
      const posts = Number(used?.posts ?? 0);
      if (posts > 0) throw inUse(posts);
      await tx.delete(categories).where(eq(categories.id, id));
    });
  } catch (error) {
    // A post was put in it after the count: the database's reference check refuses the delete.
    if (pgErrorCode(error) === '23503') {
      const [used] = await ctx.db.select({ posts: count() }).from(content).where(eq(content.categoryId, id));
      throw inUse(Math.max(1, Number(used?.posts ?? 1)));
    }
    throw error;
  }
  announce(ctx, signedIn, { kind: 'category', id, action: 'deleted' });
}
