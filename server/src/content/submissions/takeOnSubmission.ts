import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { EditorPost } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { storySubmissions } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { callerName } from '../live/callerName.js';
import { claimPostSlug } from '../posts/claimPostSlug.js';
import { postSnapshot } from '../posts/postSnapshot.js';
import { toEditorPost } from '../posts/toEditorPost.js';
import { insertWithFirstVersion } from '../versions/insertWithFirstVersion.js';
import { findSubmission } from './findSubmission.js';
import { freePostSlug } from '../posts/freePostSlug.js';
import { submissionHandled } from './submissionHandled.js';

/**
 * An editor takes on a waiting submission (edit_content, create_content): it becomes a draft post with the alumnus's
 * text, under their name and crediting them, with its first version. Publishing that post publishes the submission.
 */
export async function takeOnSubmission(ctx: ServiceContext, caller: Caller | null, id: string): Promise<EditorPost> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'take_on_submission', submissionId: id });
  const signedIn = await requirePermission(ctx, caller, 'create_content', { action: 'take_on_submission', submissionId: id });
  const now = ctx.now();
  const post = await ctx.db.transaction(async (tx) => {
    const submission = await findSubmission(tx, id, { lock: true });
    if (submission.status !== 'submitted' || submission.postId) throw submissionHandled();
    const postId = randomUUID();
    const slug = await freePostSlug(tx, submission.title);
    await claimPostSlug(tx, slug, postId);
    const row = await insertWithFirstVersion(
      tx,
      {
        id: postId,
        type: 'post',
        status: 'draft',
        slug,
        title: submission.title,
        summary: submission.summary,
        body: submission.body,
        authorName: submission.authorName,
        creditUid: submission.authorUid,
        // The author's cover (decision 0048): a story picture, shown to visitors once the post is published.
        coverMediaId: submission.coverMediaId,
        coverImageUrl: submission.coverUrl,
        coverImageAlt: submission.coverMediaId ? submission.coverAlt : null,
      },
      postSnapshot,
      { savedBy: signedIn.token.uid, savedByName: callerName(signedIn), savedAt: now },
    );
    await tx
      .update(storySubmissions)
      .set({ postId, handledBy: signedIn.token.uid, updatedAt: now })
      .where(eq(storySubmissions.id, id));
    return row;
  });
  announce(ctx, signedIn, { kind: 'post', id: post.id, action: 'created' });
  announce(ctx, signedIn, { kind: 'submission', id, action: 'saved' });
  return toEditorPost(post, null);
}
