import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Page, StorySubmission } from '@sla/contract';
import { parseInput, submissionsQuery } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, keysetPage, uuidId } from '../../cursor.js';
import { storySubmissions } from '../../db/schema.js';
import { toSubmissionSummary } from '../posts/toSubmissionSummary.js';

const PAGE_SIZE = 25;

/** Submissions for editors (edit_content), newest first, those waiting unless another status is asked for. */
export async function listSubmissions(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<StorySubmission>> {
  await requirePermission(ctx, caller, 'edit_content', { action: 'list_submissions' });
  const query = parseInput(submissionsQuery, rawQuery);
  const pageSize = query.limit ?? PAGE_SIZE;
  let after: SQL | undefined;
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    after = or(lt(storySubmissions.submittedAt, at), and(eq(storySubmissions.submittedAt, at), lt(storySubmissions.id, id)));
  }
  const rows = await ctx.db
    .select()
    .from(storySubmissions)
    .where(and(eq(storySubmissions.status, query.status ?? 'submitted'), after))
    .orderBy(desc(storySubmissions.submittedAt), desc(storySubmissions.id))
    .limit(pageSize + 1);
  // Not `toSubmissionSummary` itself: map's index would become its publishedPath (0, 1, 2…).
  return keysetPage(
    rows,
    pageSize,
    (row) => toSubmissionSummary(row),
    (row) => [row.submittedAt, row.id],
  );
}
