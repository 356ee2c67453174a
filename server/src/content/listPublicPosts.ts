import { and, desc, eq, sql } from 'drizzle-orm';
import type { ContentLanguage, Page, PostSummary } from '@sla/contract';
import { parseInput, POSTS_PAGE_SIZE, publicPostsQuery } from '@sla/contract/schemas';
import type { ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { content } from '../db/schema.js';
import { findCategoryBySlug } from './findCategoryBySlug.js';
import { selectPublicPosts } from './publicPostRows.js';
import { toPostSummary } from './toPublicPost.js';
import { visibleToVisitors } from './visibility.js';

/**
 * Published stories, newest first, one keyset page at a time, optionally of one category (by slug; a
 * slug from before a rename still finds it, so old links keep working), each in `locale` when it has a version in it.
 */
export async function listPublicPosts(
  ctx: ServiceContext,
  rawQuery: unknown,
  locale: ContentLanguage = 'en',
): Promise<Page<PostSummary>> {
  const query = parseInput(publicPostsQuery, rawQuery);
  const limit = query.limit ?? POSTS_PAGE_SIZE;
  const conditions = [visibleToVisitors('post', ctx.now())];
  if (query.category) {
    const category = await findCategoryBySlug(ctx.db, query.category);
    if (!category) return { items: [], nextCursor: null };
    conditions.push(eq(content.categoryId, category.id));
  }
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${content.publishedAt}, ${content.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await selectPublicPosts(ctx.db, locale)
    .where(and(...conditions))
    .orderBy(desc(content.publishedAt), desc(content.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toPostSummary, (row) => [row.post.publishedAt!, row.post.id]);
}
