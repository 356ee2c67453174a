import { and, eq } from 'drizzle-orm';
import { STORY_NOTICES } from '@sla/contract/serviceMessages';
import type { ServiceContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { content, storySubmissions, users } from '../../db/schema.js';
import { enqueueMail } from '../../mail/enqueueMail.js';
import { createNotice } from '../../notices/createNotice.js';
import { storyPath } from '../../site/publicPaths.js';
import { storyPublishedMail } from './storyMails.js';
import { publishStoryPictures } from '../storyPictures/publishStoryPictures.js';
import { pageUrl } from '../../i18n/pageUrl.js';

/**
 * Called inside the transaction that publishes a post: if the post was made from an alumnus's submission
 * still waiting, the submission becomes published, its pictures library images (decision 0048), and its author hears
 * of it (a notice and an e-mail),
 * all committed with the publication itself. A post from no submission, or one already announced, does nothing.
 */
export async function markSubmissionPublished(tx: Db, postId: string, ctx: ServiceContext): Promise<void> {
  const now = ctx.now();
  const [submission] = await tx
    .update(storySubmissions)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(storySubmissions.postId, postId), eq(storySubmissions.status, 'submitted')))
    .returning();
  if (!submission) return;
  await publishStoryPictures(tx, submission.id);
  const [post] = await tx.select({ slug: content.slug, title: content.title }).from(content).where(eq(content.id, postId));
  const path = post ? storyPath(post.slug) : '/blog';
  const title = post?.title ?? submission.title;
  await createNotice(tx, {
    userId: submission.authorUid,
    text: STORY_NOTICES.published(title),
    link: path,
    now,
  });
  const [author] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.uid, submission.authorUid));
  if (author?.email)
    await enqueueMail(
      tx,
      storyPublishedMail(
        {
          to: author.email,
          locale: author.locale,
          name: submission.authorName,
          title,
          storyUrl: pageUrl(ctx.settings.siteUrl, path, author.locale),
          dedupeKey: `story_published:${submission.id}`,
        },
        ctx.settings.staffEmail,
      ),
      now,
    );
}
