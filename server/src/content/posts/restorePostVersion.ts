import type { EditorPost } from '@sla/contract';
import { parseInput, postInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { pgErrorCode } from '../../db/pgErrorCode.js';
import { announce } from '../live/announce.js';
import { findVersion } from '../versions/findVersion.js';
import { categoryNameOf } from './categoryNameOf.js';
import { slugTaken } from './claimPostSlug.js';
import { findPost } from './findPost.js';
import { postColumns } from './postColumns.js';
import { savePostChanges } from './savePostChanges.js';
import { toEditorPost } from './toEditorPost.js';
import { withExistingReferences } from './withExistingReferences.js';

/**
 * Brings back an earlier text of a post (edit_content) as a new version: the text it replaces stays in the history.
 * The post stays published, scheduled or draft as it is; the old text passes the same checks as a save.
 */
export async function restorePostVersion(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  rawVersion: string,
): Promise<EditorPost> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'restore_post_version', postId: id });
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const row = await findPost(tx, id, { lock: true });
      const found = await findVersion(tx, 'post', id, rawVersion);
      const columns = await withExistingReferences(tx, postColumns(parseInput(postInput, found.snapshot), row.slug), row);
      return savePostChanges(tx, ctx, signedIn, row, columns);
    });
    announce(ctx, signedIn, { kind: 'post', id, action: 'saved' });
    return toEditorPost(saved, await categoryNameOf(ctx.db, saved.categoryId));
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw slugTaken();
    throw error;
  }
}
