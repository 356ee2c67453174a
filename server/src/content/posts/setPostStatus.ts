import { eq } from 'drizzle-orm';
import type { EditorPost } from '@sla/contract';
import { parseInput, publishInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { content } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { callerName } from '../live/callerName.js';
import { markSubmissionPublished } from '../submissions/markSubmissionPublished.js';
import { categoryNameOf } from './categoryNameOf.js';
import { findPost } from './findPost.js';
import { statusChange } from './statusChange.js';
import { toEditorPost } from './toEditorPost.js';

/**
 * Publishes now, schedules, unpublishes (back to a draft) or archives a post (publish_content). The text and its
 * version stay as they are, so an editor with the post open can still save. A post made from an alumnus's
 * submission tells its author, in the same transaction, when it goes out.
 */
export async function setPostStatus(ctx: ServiceContext, caller: Caller | null, id: string, body: unknown): Promise<EditorPost> {
  const signedIn = await requirePermission(ctx, caller, 'publish_content', { action: 'set_post_status', postId: id });
  const action = parseInput(publishInput, body);
  const now = ctx.now();
  const { saved, said } = await ctx.db.transaction(async (tx) => {
    const row = await findPost(tx, id, { lock: true });
    const { said, ...change } = statusChange(row, action, now);
    const [updated] = await tx
      .update(content)
      .set({ ...change, updatedAt: now, updatedBy: signedIn.token.uid, updatedByName: callerName(signedIn) })
      .where(eq(content.id, id))
      .returning();
    if (updated!.status === 'published' && updated!.creditUid) await markSubmissionPublished(tx, id, ctx);
    return { saved: updated!, said };
  });
  announce(ctx, signedIn, { kind: 'post', id, action: said });
  return toEditorPost(saved, await categoryNameOf(ctx.db, saved.categoryId));
}
