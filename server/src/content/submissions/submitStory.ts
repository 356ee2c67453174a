import { randomUUID } from 'node:crypto';
import type { StorySubmission } from '@sla/contract';
import { CONTENT_MESSAGES, parseInput, submissionInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { storySubmissions } from '../../db/schema.js';
import { enforceRateLimits } from '../../rateLimit/enforceRateLimits.js';
import { STORY_SUBMISSIONS_PER_AUTHOR } from '../../rateLimit/rules.js';
import { announce } from '../live/announce.js';
import { callerName } from '../live/callerName.js';
import { toSubmissionSummary } from '../posts/toSubmissionSummary.js';
import { attachStoryPictures } from '../storyPictures/attachStoryPictures.js';

/**
 * An alumnus sends a story for the site (share_alumni_stories); it waits for an editor under their name, with the pictures
 * its text shows and its cover, which become the story's in the same transaction (decision 0048).
 */
export async function submitStory(ctx: ServiceContext, caller: Caller | null, body: unknown): Promise<StorySubmission> {
  const signedIn = await requirePermission(ctx, caller, 'share_alumni_stories', { action: 'submit_story' });
  const input = parseInput(submissionInput, body);
  await enforceRateLimits(ctx, [[STORY_SUBMISSIONS_PER_AUTHOR, signedIn.token.uid]], CONTENT_MESSAGES.tooManyStories);
  const now = ctx.now();
  const id = randomUUID();
  const row = await ctx.db.transaction(async (tx) => {
    const cover = await attachStoryPictures(tx, { authorUid: signedIn.token.uid, storyId: id, input });
    const [inserted] = await tx
      .insert(storySubmissions)
      .values({
        id,
        ...cover,
        authorUid: signedIn.token.uid,
        authorName: callerName(signedIn) || 'An alumnus',
        title: input.title,
        summary: input.summary,
        body: input.body,
        status: 'submitted',
        submittedAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  announce(ctx, signedIn, { kind: 'submission', id: row.id, action: 'created' });
  return toSubmissionSummary(row);
}
