import type { GradingItem, Page } from '@sla/contract';
import { gradingQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeGradingCursor, encodeGradingCursor } from './gradingCursor.js';
import { gradingRows, toGradingItem } from './gradingItems.js';
import { queuePage, withIds } from './queuePage.js';

export const GRADING_PAGE_SIZE = 50;

/**
 * The grading queue (edit_programs): handed-in work, oldest hand-in first, filtered by cohort, assignment and state,
 * one keyset page at a time. The page's ids come from the queue's indexes alone; only those rows are then read in full.
 */
export async function listGradingQueue(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<GradingItem>> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'list_grading_queue' });
  const query = parseInput(gradingQuery, rawQuery);
  const limit = query.limit ?? GRADING_PAGE_SIZE;
  const after = query.cursor ? decodeGradingCursor(query.cursor) : null;
  const picked = await queuePage(ctx.db, query, after, limit + 1);
  const shown = picked.slice(0, limit);
  const rows = shown.length ? await gradingRows(ctx.db, withIds(shown.map((row) => row.id))) : [];
  const byId = new Map(rows.map((row) => [row.submission.id, row]));
  const last = shown.at(-1);
  return {
    // A row deleted between the two reads (its assignment removed) is left out rather than failing the page.
    items: shown.flatMap((row) => {
      const found = byId.get(row.id);
      return found ? [toGradingItem(found)] : [];
    }),
    nextCursor: picked.length > limit && last ? encodeGradingCursor({ at: last.key, id: last.id }) : null,
  };
}
