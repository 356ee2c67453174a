import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { EditorPostSummary, Page } from '@sla/contract';
import { EDITOR_POSTS_PAGE_SIZE, editorPostsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { content } from '../../db/schema.js';
import { selectPostSummaries } from './selectPostSummaries.js';
import { toEditorPostSummary } from './toEditorPost.js';

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Every post whatever its status, last changed first, one keyset page at a time (edit_content), optionally of one
 * status or category, or whose title or summary contains the search (any case). The order follows the
 * content_editor_newest and content_status_newest indexes, so a page stays quick with thousands of posts.
 */
export async function listEditorPosts(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<EditorPostSummary>> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'list_posts' });
  const query = parseInput(editorPostsQuery, rawQuery);
  const limit = query.limit ?? EDITOR_POSTS_PAGE_SIZE;
  const conditions = [eq(content.type, 'post')];
  if (query.status) conditions.push(eq(content.status, query.status));
  if (query.categoryId) conditions.push(eq(content.categoryId, query.categoryId));
  if (query.q) {
    const pattern = `%${likeEscaped(query.q)}%`;
    conditions.push(or(ilike(content.title, pattern), ilike(content.summary, pattern))!);
  }
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${content.updatedAt}, ${content.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await selectPostSummaries(ctx.db)
    .where(and(...conditions))
    .orderBy(desc(content.updatedAt), desc(content.id))
    .limit(limit + 1);
  return keysetPage(rows, limit, toEditorPostSummary, (row) => [row.updatedAt, row.id]);
}
