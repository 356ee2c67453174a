import { eq, max } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { ANSWERS_NEED_A_PROGRAMME, exportQueueQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { CSV_BATCH, csvStream } from '../csv/csvStream.js';
import type { CsvCell } from '../csv/csvRow.js';
import { applications, programs } from '../db/schema.js';
import { answerColumns, detailCells, exportDetails, reviewColumns, type ExportDetails } from './exportAnswers.js';
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

const queueCells = (row: QueueRow): CsvCell[] => [
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
];

/**
 * The queue's filtered set as CSV (export_applications), in the queue's order, streamed a batch at a time along the
 * same keyset as the pages: memory stays flat at 100,000 rows. With `answers=1` (one programme), each row also has
 * every answer of the programme's form (a file as its name and the address of the application, which needs
 * sign-in) and, per review, the reviewer, the weighted score and each criterion's score.
 */
export async function exportQueueCsv(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<AsyncGenerator<string>> {
  const viewer = await requirePermission(ctx, caller, 'export_applications', { action: 'export_applications' });
  // The whole filtered set: any page cursor or size in the query is ignored.
  const filters = parseInput(exportQueueQuery, rawQuery);
  const sort = filters.sort ?? DEFAULT_QUEUE_SORT;
  const search = await resolveSearch(ctx.db, filters.search);
  const page = (last: { sortKey: QueueRow['sortKey']; id: string } | null) =>
    queueRows(ctx.db, viewer.token.uid, filters, search, sort, last ? { value: last.sortKey, id: last.id } : null, CSV_BATCH);
  if (filters.answers !== '1' || !filters.programId) return csvStream<QueueRow>(HEADER, page, queueCells);

  const [program] = await ctx.db
    .select({ form: programs.form, rubric: programs.rubric })
    .from(programs)
    .where(eq(programs.id, filters.programId));
  if (!program) throw new DataError('invalid_input', ANSWERS_NEED_A_PROGRAMME, { programId: ANSWERS_NEED_A_PROGRAMME });
  // As many review columns as the most reviewed application of the programme has reviews.
  const [most] = await ctx.db
    .select({ slots: max(applications.reviewsSubmitted) })
    .from(applications)
    .where(eq(applications.programId, filters.programId));
  const reviewSlots = most?.slots ?? 0;
  const columns = answerColumns(program.form);
  const siteUrl = ctx.settings.siteUrl;
  type Row = QueueRow & { details: ExportDetails | undefined };
  return csvStream<Row>(
    [...HEADER, ...columns.map((column) => column.header), ...reviewColumns(program.rubric, reviewSlots)],
    async (last) => {
      const rows = await page(last);
      const details = await exportDetails(
        ctx.db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => ({ ...row, details: details.get(row.id) }));
    },
    (row) => [
      ...queueCells(row),
      ...detailCells({ id: row.id, details: row.details, columns, rubric: program.rubric, slots: reviewSlots, siteUrl }),
    ],
  );
}
