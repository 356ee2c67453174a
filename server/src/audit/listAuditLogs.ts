import { and, desc, sql } from 'drizzle-orm';
import type { NamedAuditEntry, Page } from '@sla/contract';
import { AUDIT_PAGE_SIZE, listAuditLogsQuery, parseInput } from '@sla/contract/schemas';
import { can, requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, encodeCursor, serialId } from '../cursor.js';
import { auditLogs } from '../db/schema.js';
import { auditLogConditions, namedEntries } from './auditLogQuery.js';

/**
 * Audit entries newest first, 50 by default, filtered by kind, person and days (docs/requirements.md#audit-log,
 * decision 0024), each with the names of the people it concerns.
 */
export async function listAuditLogs(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<NamedAuditEntry>> {
  const reader = await requirePermission(ctx, caller, 'view_all_users', { action: 'list_audit_logs' });
  const query = parseInput(listAuditLogsQuery, rawQuery);
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const conditions = await auditLogConditions(ctx, query);
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, serialId);
    conditions.push(sql`(${auditLogs.timestamp}, ${auditLogs.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select()
    .from(auditLogs)
    .where(and(...conditions))
    .orderBy(desc(auditLogs.timestamp), desc(auditLogs.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: await namedEntries(ctx, shown, { seesSuspensionReasons: can(reader, 'manage_users') }),
    nextCursor: rows.length > limit && last ? encodeCursor(last.timestamp, last.id) : null,
  };
}
