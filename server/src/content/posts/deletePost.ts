import { and, eq } from 'drizzle-orm';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { content, contentVersions } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { deleteTranslationsOf } from '../translations/findTranslation.js';
import { findPost } from './findPost.js';

/** Deletes a post with its versions, translations and old addresses (delete_content); a submission it came from stays. */
export async function deletePost(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  const signedIn = await requirePermission(ctx, caller, 'delete_content', { action: 'delete_post', postId: id });
  await ctx.db.transaction(async (tx) => {
    await findPost(tx, id, { lock: true });
    await tx.delete(contentVersions).where(and(eq(contentVersions.subject, 'post'), eq(contentVersions.subjectId, id)));
    await deleteTranslationsOf(tx, 'content', id);
    await tx.delete(content).where(eq(content.id, id));
  });
  announce(ctx, signedIn, { kind: 'post', id, action: 'deleted' });
}
