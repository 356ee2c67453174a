import type { EditorPost } from '@sla/contract';
import { parseInput, postInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { changedSinceOpened } from '../versions/changedSinceOpened.js';
import { announce } from '../live/announce.js';
import { categoryNameOf } from './categoryNameOf.js';
import { slugTaken } from './claimPostSlug.js';
import { findPost } from './findPost.js';
import { postColumns } from './postColumns.js';
import { savePostChanges } from './savePostChanges.js';
import { toEditorPost } from './toEditorPost.js';

/**
 * Saves a post's text (edit_content; posts belong to the whole team). A save based on an older version than the
 * latest is refused with 409 and writes nothing, so two editors never overwrite each other unseen.
 */
export async function updatePost(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<EditorPost> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'update_post', postId: id });
  const input = parseInput(postInput, body);
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const row = await findPost(tx, id, { lock: true });
      if (input.baseVersion !== undefined && input.baseVersion !== row.version) throw changedSinceOpened();
      return savePostChanges(tx, ctx, signedIn, row, postColumns(input, row.slug), { autosave: input.autosave === true });
    });
    announce(ctx, signedIn, { kind: 'post', id, action: 'saved' });
    return toEditorPost(saved, await categoryNameOf(ctx.db, saved.categoryId));
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw slugTaken();
    throw error;
  }
}
