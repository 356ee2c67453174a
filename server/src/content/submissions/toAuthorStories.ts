import { and, inArray } from 'drizzle-orm';
import type { StorySubmission } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { content, type StorySubmissionRow } from '../../db/schema.js';
import { storyPath } from '../../site/publicPaths.js';
import { toSubmissionSummary } from '../posts/toSubmissionSummary.js';
import { visibleToVisitors } from '../visibility.js';

/**
 * Submissions as their author reads them: each with `publishedPath`, where visitors read the post made from it, while
 * that post is on the site (an unpublished or archived post gives null, so the author is never sent to a missing page).
 */
export async function toAuthorStories(db: Db, rows: StorySubmissionRow[], now: Date): Promise<StorySubmission[]> {
  const postIds = [...new Set(rows.flatMap((row) => (row.postId ? [row.postId] : [])))];
  const live = postIds.length
    ? await db
        .select({ id: content.id, slug: content.slug })
        .from(content)
        .where(and(visibleToVisitors('post', now), inArray(content.id, postIds)))
    : [];
  const pathOf = new Map(live.map((post) => [post.id, storyPath(post.slug)]));
  return rows.map((row) => toSubmissionSummary(row, (row.postId && pathOf.get(row.postId)) || null));
}
