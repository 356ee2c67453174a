import { desc, eq } from 'drizzle-orm';
import type { StorySubmission } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { storySubmissions } from '../../db/schema.js';
import { toAuthorStories } from './toAuthorStories.js';

/** The stories an alumnus sent, newest first, with what became of each (and where a published one is read); only ever the caller's own. */
export async function listMyStories(ctx: ServiceContext, caller: Caller | null): Promise<{ items: StorySubmission[] }> {
  const signedIn = await requirePermission(ctx, caller, 'share_alumni_stories', { action: 'list_own_stories' });
  const rows = await ctx.db
    .select()
    .from(storySubmissions)
    .where(eq(storySubmissions.authorUid, signedIn.token.uid))
    .orderBy(desc(storySubmissions.submittedAt), desc(storySubmissions.id));
  return { items: await toAuthorStories(ctx.db, rows, ctx.now()) };
}
