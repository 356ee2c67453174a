import { and, asc, desc, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AlumniReport, Page } from '@sla/contract';
import { parseInput, reportsQuery } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { decodeCursor, encodeCursor, uuidId } from '../../cursor.js';
import { alumniReports } from '../../db/schema.js';
import { toAlumniReports } from './toAlumniReport.js';

export const REPORTS_PAGE_SIZE = 30;

/**
 * GET /alumni/reports (manage_alumni_profiles): open reports oldest first (the longest waiting on top), or resolved
 * ones most recently resolved first, a page at a time.
 */
export async function listReports(ctx: ServiceContext, caller: Caller | null, rawQuery: unknown): Promise<Page<AlumniReport>> {
  const staff = await requirePermission(ctx, caller, 'manage_alumni_profiles', { action: 'list_alumni_reports' });
  const query = parseInput(reportsQuery, rawQuery);
  const limit = query.limit ?? REPORTS_PAGE_SIZE;
  const resolved = query.state === 'resolved';
  const r = alumniReports;
  const conditions = [resolved ? isNotNull(r.resolvedAt) : isNull(r.resolvedAt)];
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(
      resolved
        ? sql`(${r.resolvedAt}, ${r.id}) < (${at.toISOString()}::timestamptz, ${id})`
        : sql`(${r.createdAt}, ${r.id}) > (${at.toISOString()}::timestamptz, ${id})`,
    );
  }
  const rows = await ctx.db
    .select()
    .from(r)
    .where(and(...conditions))
    .orderBy(...(resolved ? [desc(r.resolvedAt), desc(r.id)] : [asc(r.createdAt), asc(r.id)]))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: await toAlumniReports(ctx.db, shown, 'staff', staff.token.uid),
    nextCursor: rows.length > limit && last ? encodeCursor(resolved ? last.resolvedAt! : last.createdAt, last.id) : null,
  };
}
