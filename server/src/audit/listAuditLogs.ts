import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditEntry, Page } from '@sla/data';
import { AUDIT_PAGE_SIZE, listAuditLogsQuery, parseInput } from '@sla/data/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, serialId } from '../cursor.js';
import { auditLogs } from '../db/schema.js';
import { toAuditEntry } from './toAuditEntry.js';

/** Audit entries newest first, 50 by default, optionally for one user (docs/requirements.md#audit-log). */
export async function listAuditLogs(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<AuditEntry>> {
  await requirePermission(ctx, caller, 'view_all_users', { action: 'list_audit_logs' });
  const query = parseInput(listAuditLogsQuery, rawQuery);
  const limit = query.limit ?? AUDIT_PAGE_SIZE;
  const conditions = [];
  if (query.userId) conditions.push(eq(auditLogs.userId, query.userId));
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
  return keysetPage(rows, limit, toAuditEntry, (row) => [row.timestamp, row.id]);
}
