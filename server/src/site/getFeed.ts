import { desc, eq } from 'drizzle-orm';
import type { FeedItem } from '@sla/contract';
import { ORGANISATION_AUTHOR } from '../content/toPublicPost.js';
import { visibleToVisitors } from '../content/visibility.js';
import type { ServiceContext } from '../context.js';
import { categories, content } from '../db/schema.js';
import { storyPath } from './publicPaths.js';

export const FEED_SIZE = 20;

/** The latest published stories for the site server's RSS feed. */
export async function getFeed(ctx: ServiceContext): Promise<{ items: FeedItem[] }> {
  const rows = await ctx.db
    .select({ post: content, category: categories.name })
    .from(content)
    .leftJoin(categories, eq(categories.id, content.categoryId))
    .where(visibleToVisitors('post', ctx.now()))
    .orderBy(desc(content.publishedAt), desc(content.id))
    .limit(FEED_SIZE);
  return {
    items: rows.map(({ post, category }) => ({
      title: post.title,
      slug: post.slug,
      path: storyPath(post.slug),
      summary: post.summary,
      authorName: post.authorName || ORGANISATION_AUTHOR,
      category,
      publishedAt: post.publishedAt!.toISOString(),
      updatedAt: post.updatedAt.toISOString(),
    })),
  };
}
