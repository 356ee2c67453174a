import { desc, sql } from 'drizzle-orm';
import type { SitemapEntry } from '@sla/contract';
import { visibleToVisitors } from '../content/visibility.js';
import type { ServiceContext } from '../context.js';
import { content, programs } from '../db/schema.js';
import { programVisibleToVisitors } from '../programs/visibility.js';
import { programPath, STATIC_PAGES, storyPath } from './publicPaths.js';

/** Far below the sitemap protocol's 50,000 URLs per file. */
const MAX_STORIES = 45_000;

const latest = (dates: Date[]) => (dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null);

/**
 * Every public page with its last change, for the site server's sitemap.xml. A scheduled story
 * changes when it appears, so its lastmod is never before its publication.
 */
export async function listSitemapEntries(ctx: ServiceContext): Promise<{ items: SitemapEntry[] }> {
  const lastChange = sql<Date>`greatest(${content.updatedAt}, ${content.publishedAt})`.mapWith(content.updatedAt);
  const [stories, programmes] = await Promise.all([
    ctx.db
      .select({ slug: content.slug, lastmod: lastChange })
      .from(content)
      .where(visibleToVisitors('post', ctx.now()))
      .orderBy(desc(content.publishedAt), desc(content.id))
      .limit(MAX_STORIES),
    ctx.db
      .select({ slug: programs.slug, lastmod: programs.updatedAt })
      .from(programs)
      .where(programVisibleToVisitors())
      .orderBy(programs.slug),
  ]);
  const newestStory = latest(stories.map((story) => story.lastmod));
  const home = latest([...stories.map((story) => story.lastmod), ...programmes.map((programme) => programme.lastmod)]);
  const lastmodOf: Record<string, Date | null> = { '/': home, '/blog': newestStory };
  return {
    items: [
      ...STATIC_PAGES.map((path) => ({ path, lastmod: lastmodOf[path]?.toISOString() ?? null })),
      ...programmes.map((programme) => ({ path: programPath(programme.slug), lastmod: programme.lastmod.toISOString() })),
      ...stories.map((story) => ({ path: storyPath(story.slug), lastmod: story.lastmod.toISOString() })),
    ],
  };
}
