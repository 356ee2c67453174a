import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';
import { STORY_MESSAGES } from '@sla/contract/serviceMessages';
import { refuse } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import type { StorySubmissionRow } from '../../db/schema.js';
import { findSubmission } from './findSubmission.js';

/**
 * Refuses unless story `id` is the caller's: someone else's answers 404 exactly like a missing one, audited, since it
 * names a record the caller may not know of. Called before the write's transaction, so the audit entry is kept.
 */
export async function requireOwnStory(ctx: ServiceContext, caller: Caller, id: string, action: string): Promise<void> {
  const story = await findSubmission(ctx.db, id);
  if (story.authorUid === caller.token.uid) return;
  await refuse(
    ctx,
    caller,
    'share_alumni_stories',
    { action, submissionId: id, rule: 'own_story' },
    new DataError('not_found', CONTENT_MESSAGES.noSuchSubmission),
  );
}

/**
 * The story, locked for the rest of the transaction, if its author may still change it: a published, withdrawn or
 * taken-on one answers 409 saying why.
 */
export async function changeableStory(tx: Db, id: string): Promise<StorySubmissionRow> {
  const story = await findSubmission(tx, id, { lock: true });
  if (story.status === 'published') throw new DataError('conflict', STORY_MESSAGES.published);
  if (story.status === 'withdrawn') throw new DataError('conflict', STORY_MESSAGES.withdrawn);
  // An editor's draft was made from the text as it was: a change now would be lost, a withdrawal would leave the draft.
  if (story.postId) throw new DataError('conflict', STORY_MESSAGES.takenOn);
  return story;
}
