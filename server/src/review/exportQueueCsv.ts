import { parseInput, queueQuery } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { CSV_BATCH, csvStream } from '../csv/csvStream.js';
import { DEFAULT_QUEUE_SORT } from './listQueue.js';
import { queueRows, resolveSearch, type QueueRow } from './queueRows.js';

const HEADER = [
  'id',
  'applicant_name',
  'email',
  'programme',
  'status',
  'decision',
  'decision_release_at',
  'submitted_at',
  'reviews',
  'average_score',
];

/**
 * The queue's filtered set as CSV (export_applications), in the queue's order, streamed a batch at
 * a time along the same keyset as the pages: memory stays flat at 100,000 rows.
 */
export async function exportQueueCsv(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<AsyncGenerator<string>> {
  const viewer = await requirePermission(ctx, caller, 'export_applications', { action: 'export_applications' });
  // The whole filtered set: any page cursor or size in the query is ignored.
  const filters = parseInput(queueQuery, rawQuery);
  const sort = filters.sort ?? DEFAULT_QUEUE_SORT;
  const search = await resolveSearch(ctx.db, filters.search);
  return csvStream<QueueRow>(
    HEADER,
    (last) =>
      queueRows(ctx.db, viewer.token.uid, filters, search, sort, last ? { value: last.sortKey, id: last.id } : null, CSV_BATCH),
    (row) => [
      row.id,
      row.displayName,
      row.email,
      row.programName,
      row.status,
      row.decision,
      row.decisionReleaseAt?.toISOString(),
      row.submittedAt?.toISOString(),
      row.reviewsSubmitted,
      row.averageScore === null ? null : Math.round(row.averageScore * 10) / 10,
    ],
  );
}
