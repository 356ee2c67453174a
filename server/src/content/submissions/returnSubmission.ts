import { eq } from 'drizzle-orm';
import type { StorySubmission } from '@sla/contract';
import { parseInput, returnSubmissionInput } from '@sla/contract/schemas';
import { STORY_NOTICES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { storySubmissions, users } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { createNotice } from '../../notices/createNotice.js';
import { announce } from '../live/announce.js';
import { toSubmissionSummary } from '../posts/toSubmissionSummary.js';
import { findSubmission } from './findSubmission.js';
import { storyReturnedMail } from './storyMails.js';
import { submissionHandled } from './submissionHandled.js';
import { pageUrl } from '../../i18n/pageUrl.js';

/** Where alumni see their stories and what became of them. */
export const MY_STORIES_PATH = '/alumni/stories';

/**
 * Sends a waiting submission back to its author with the editor's note (edit_content): the note is kept on it, and
 * the author gets a notice and an e-mail carrying it, all in one transaction.
 */
export async function returnSubmission(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StorySubmission> {
  const signedIn = await requirePermission(ctx, caller, 'edit_content', { action: 'return_submission', submissionId: id });
  const { note } = parseInput(returnSubmissionInput, body);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const submission = await findSubmission(tx, id, { lock: true });
    if (submission.status !== 'submitted') throw submissionHandled();
    const [returned] = await tx
      .update(storySubmissions)
      .set({ status: 'returned', note, handledBy: signedIn.token.uid, updatedAt: now })
      .where(eq(storySubmissions.id, id))
      .returning();
    await createNotice(tx, {
      userId: submission.authorUid,
      text: STORY_NOTICES.returned(submission.title),
      link: MY_STORIES_PATH,
      now,
    });
    const [author] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.uid, submission.authorUid));
    if (author?.email)
      await enqueueMail(
        tx,
        storyReturnedMail(
          {
            to: author.email,
            locale: author.locale,
            name: submission.authorName,
            title: submission.title,
            note,
            storiesUrl: pageUrl(ctx.settings.siteUrl, MY_STORIES_PATH, author.locale),
            dedupeKey: `story_returned:${id}`,
          },
          ctx.settings.staffEmail,
        ),
        now,
      );
    return returned!;
  });
  announce(ctx, signedIn, { kind: 'submission', id, action: 'returned' });
  return toSubmissionSummary(row);
}
