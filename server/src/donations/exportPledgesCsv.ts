import { desc, sql } from 'drizzle-orm';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { CSV_BATCH, csvStream } from '../csv/csvStream.js';
import { pledges, type PledgeRow } from '../db/schema.js';
import { fromMinorUnits } from './money.js';

/** Every pledge as CSV, newest first, streamed (view_all_users). */
export async function exportPledgesCsv(ctx: ServiceContext, caller: Caller | null): Promise<AsyncGenerator<string>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'export_pledges' });
  return csvStream<PledgeRow>(
    ['pledged_at', 'name', 'email', 'frequency', 'amount', 'currency'],
    (last) =>
      ctx.db
        .select()
        .from(pledges)
        .where(
          last
            ? sql`(${pledges.createdAt}, ${pledges.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id})`
            : undefined,
        )
        .orderBy(desc(pledges.createdAt), desc(pledges.id))
        .limit(CSV_BATCH),
    (row) => [
      row.createdAt.toISOString(),
      row.name,
      row.email,
      row.frequency,
      fromMinorUnits(row.amountMinor, row.currency),
      row.currency,
    ],
  );
}
