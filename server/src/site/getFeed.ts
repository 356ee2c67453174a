import { desc } from 'drizzle-orm';
import type { FeedItem } from '@sla/data';
import { ORGANISATION_AUTHOR } from '../content/toPublicPost.js';
import { visibleToVisitors } from '../content/visibility.js';
import type { ServiceContext } from '../context.js';
import { content } from '../db/schema.js';
import { storyPath } from './publicPaths.js';

export const FEED_SIZE = 20;

/** The latest published stories for the site server's RSS feed. */
export async function getFeed(ctx: ServiceContext): Promise<{ items: FeedItem[] }> {
  const rows = await ctx.db
    .select()
    .from(content)
    .where(visibleToVisitors('post', ctx.now()))
    .orderBy(desc(content.publishedAt), desc(content.id))
    .limit(FEED_SIZE);
  return {
    items: rows.map((row) => ({
      title: row.title,
      slug: row.slug,
      path: storyPath(row.slug),
      summary: row.summary,
      authorName: row.authorName || ORGANISATION_AUTHOR,
      category: row.category,
      publishedAt: row.publishedAt!.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
