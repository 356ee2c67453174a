import type { EditorPost } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { categoryNameOf } from './categoryNameOf.js';
import { findPost } from './findPost.js';
import { toEditorPost } from './toEditorPost.js';

/** A post as its editor opens it, whatever its status (edit_content); 404 in words for an unknown id. */
export async function getEditorPost(ctx: ServiceContext, caller: Caller | null, id: string): Promise<EditorPost> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'get_post', postId: id });
  const row = await findPost(ctx.db, id);
  return toEditorPost(row, await categoryNameOf(ctx.db, row.categoryId));
}
