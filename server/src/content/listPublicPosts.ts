import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Page, PostSummary } from '@sla/data';
import { parseInput, POSTS_PAGE_SIZE, publicPostsQuery } from '@sla/data/schemas';
import type { ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { content } from '../db/schema.js';
import { categorySlug } from './categorySlug.js';
import { toPostSummary } from './toPublicPost.js';
import { visibleToVisitors } from './visibility.js';

/** Published stories, newest first, one keyset page at a time, optionally of one category (by slug). */
export async function listPublicPosts(ctx: ServiceContext, rawQuery: unknown): Promise<Page<PostSummary>> {
  const query = parseInput(publicPostsQuery, rawQuery);
  const limit = query.limit ?? POSTS_PAGE_SIZE;
  const now = ctx.now();
  const conditions = [visibleToVisitors('post', now)];
  if (query.category) {
    // Categories are few: find the name behind the slug rather than slugify in SQL.
    const names = await ctx.db
      .selectDistinct({ name: content.category })
      .from(content)
      .where(and(visibleToVisitors('post', now), isNotNull(content.category)));
    const name = names.map((row) => row.name!).find((candidate) => categorySlug(candidate) === query.category);
    if (!name) return { items: [], nextCursor: null };
    conditions.push(eq(content.category, name));
  }
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${content.publishedAt}, ${content.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select()
    .from(content)
    .where(and(...conditions))
    .orderBy(desc(content.publishedAt), desc(content.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toPostSummary, (row) => [row.publishedAt!, row.id]);
}
