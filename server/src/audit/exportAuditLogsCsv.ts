import { and, desc, sql } from 'drizzle-orm';
import { auditEntryDetails, auditEntryLabel, auditPersonName, type NamedAuditEntry } from '@sla/contract';
import { auditLogFilters, parseInput } from '@sla/contract/schemas';
import { can, requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { CSV_BATCH, csvStream } from '../csv/csvStream.js';
import { auditLogs, type AuditRow } from '../db/schema.js';
import { auditLogConditions, namedEntries } from './auditLogQuery.js';

type Line = { row: AuditRow; entry: NamedAuditEntry };

export const AUDIT_CSV_HEADER = ['when', 'kind', 'person_name', 'person_email', 'person_uid', 'details'];

/**
 * The activity log with the screen's filters as CSV, newest first, streamed a batch at a time (names looked up once
 * per batch), so even the whole log keeps memory flat. Permission and filters are checked before the first byte.
 */
export async function exportAuditLogsCsv(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<AsyncGenerator<string>> {
  const reader = await requirePermission(ctx, caller, 'view_all_users', { action: 'export_audit_logs' });
  const seesSuspensionReasons = can(reader, 'manage_users');
  const filters = parseInput(auditLogFilters, rawQuery);
  const conditions = await auditLogConditions(ctx, filters);
  return csvStream<Line>(
    AUDIT_CSV_HEADER,
    async (last) => {
      const rows = await ctx.db
        .select()
        .from(auditLogs)
        .where(
          and(
            ...conditions,
            last
              ? sql`(${auditLogs.timestamp}, ${auditLogs.id}) < (${last.row.timestamp.toISOString()}::timestamptz, ${last.row.id})`
              : undefined,
          ),
        )
        .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
        .limit(CSV_BATCH);
      const entries = await namedEntries(ctx, rows, { seesSuspensionReasons });
      return rows.map((row, index) => ({ row, entry: entries[index]! }));
    },
    ({ entry }) => [
      entry.timestamp,
      auditEntryLabel(entry),
      entry.person ? auditPersonName(entry.person, entry.userId) : '',
      entry.person?.email ?? '',
      entry.userId,
      auditEntryDetails(entry),
    ],
  );
}
