import { eq } from 'drizzle-orm';
import type { StorySubmission } from '@sla/contract';
import { parseInput, submissionInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { storySubmissions } from '../../db/schema.js';
import { announce } from '../live/announce.js';
import { toSubmissionSummary } from '../posts/toSubmissionSummary.js';
import { changeableStory, requireOwnStory } from './ownStory.js';
import { attachStoryPictures } from '../storyPictures/attachStoryPictures.js';

/**
 * An alumnus changes their own story while it waits or after it was returned (share_alumni_stories): it goes (back)
 * to the editors as 'submitted', and the editors' note is cleared, since it was about the text it replaces.
 * Open editor lists hear of it as submitStory's do.
 */
export async function reviseStory(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StorySubmission> {
  const signedIn = await requirePermission(ctx, caller, 'share_alumni_stories', { action: 'revise_story', submissionId: id });
  const input = parseInput(submissionInput, body);
  await requireOwnStory(ctx, signedIn, id, 'revise_story');
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const story = await changeableStory(tx, id);
    // Pictures it no longer shows go (decision 0048).
    const cover = await attachStoryPictures(tx, { authorUid: story.authorUid, storyId: id, input });
    const [revised] = await tx
      .update(storySubmissions)
      .set({
        ...cover,
        title: input.title,
        summary: input.summary,
        body: input.body,
        status: 'submitted',
        note: null,
        handledBy: null,
        // A returned story sent again waits in the editors' list as new; a waiting one keeps its place.
        submittedAt: story.status === 'returned' ? now : story.submittedAt,
        updatedAt: now,
      })
      .where(eq(storySubmissions.id, id))
      .returning();
    return revised!;
  });
  announce(ctx, signedIn, { kind: 'submission', id, action: 'saved' });
  return toSubmissionSummary(row);
}
