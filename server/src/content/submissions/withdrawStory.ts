import { eq } from 'drizzle-orm';
import type { StorySubmission } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { storySubmissions } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { toSubmissionSummary } from '../posts/toSubmissionSummary.js';
import { changeableStory, requireOwnStory } from './ownStory.js';
import { releaseStoryPictures } from '../storyPictures/releaseStoryPictures.js';

/**
 * An alumnus takes back their own story while it waits or after it was returned (share_alumni_stories); its pictures
 * are deleted with it, since it will never be published (decision 0048).
 */
export async function withdrawStory(ctx: ServiceContext, caller: Caller | null, id: string): Promise<StorySubmission> {
  const signedIn = await requirePermission(ctx, caller, 'share_alumni_stories', { action: 'withdraw_story', submissionId: id });
  await requireOwnStory(ctx, signedIn, id, 'withdraw_story');
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await changeableStory(tx, id);
    await releaseStoryPictures(tx, id);
    const [withdrawn] = await tx
      .update(storySubmissions)
      .set({ status: 'withdrawn', updatedAt: now })
      .where(eq(storySubmissions.id, id))
      .returning();
    return withdrawn!;
  });
  announce(ctx, signedIn, { kind: 'submission', id, action: 'withdrawn' });
  return toSubmissionSummary(row);
}
