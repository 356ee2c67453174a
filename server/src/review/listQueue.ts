import type { Page, QueueItem } from '@sla/contract';
import { parseInput, queueQuery } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { queueRows, resolveSearch, toQueueItem } from './queueRows.js';
import { decodeQueueCursor, encodeQueueCursor, type QueueSort } from './queueSorts.js';

export const QUEUE_PAGE_SIZE = 25;
export const DEFAULT_QUEUE_SORT: QueueSort = 'submitted_desc';

/** The staff queue (view_applications): filtered, sorted, one keyset page at a time. */
export async function listQueue(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<QueueItem>> {
  const viewer = await requirePermission(ctx, caller, 'view_applications', { action: 'list_applications' });
  const query = parseInput(queueQuery, rawQuery);
  const sort = query.sort ?? DEFAULT_QUEUE_SORT;
  const limit = query.limit ?? QUEUE_PAGE_SIZE;
  const after = query.cursor ? decodeQueueCursor(sort, query.cursor) : null;
  const rows = await queueRows(
    ctx.db,
    viewer.token.uid,
    query,
    await resolveSearch(ctx.db, query.search),
    sort,
    after,
    limit + 1,
  );
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(toQueueItem),
    nextCursor: rows.length > limit && last ? encodeQueueCursor(sort, { value: last.sortKey, id: last.id }) : null,
  };
}
