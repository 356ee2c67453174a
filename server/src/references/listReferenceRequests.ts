import { and, desc, eq, lt, ne, notExists, sql } from 'drizzle-orm';
import type { Page, ReferenceListItem } from '@sla/contract';
import { parseInput, referenceListQuery } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { applications, referenceRequests, reviewConflicts, users } from '../db/schema.js';

export const REFERENCES_PAGE_SIZE = 50;

/**
 * A programme's reference requests for staff (view_applications), newest first, one keyset page at a time, by status:
 * requested, received, or overdue (requested and past its deadline). Replaced referees are history and not listed;
 * neither are drafts' requests (a draft is the applicant's own business, decision 0011) nor applications the reader
 * declared a conflict on. Pages on reference_requests_list / _list_status (migration 0027).
 */
export async function listReferenceRequests(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<ReferenceListItem>> {
  const reader = await requirePermission(ctx, caller, 'view_applications', { action: 'list_reference_requests' });
  const query = parseInput(referenceListQuery, rawQuery);
  const limit = query.limit ?? REFERENCES_PAGE_SIZE;
  const now = ctx.now();
  const r = referenceRequests;
  const conditions = [eq(r.programId, query.programId)];
  if (query.status === 'overdue') conditions.push(eq(r.status, 'requested'), lt(r.dueAt, now));
  else if (query.status) conditions.push(eq(r.status, query.status));
  else conditions.push(ne(r.status, 'replaced'));
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${r.requestedAt}, ${r.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  conditions.push(ne(applications.status, 'draft'));
  conditions.push(
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(reviewConflicts)
        .where(and(eq(reviewConflicts.applicationId, r.applicationId), eq(reviewConflicts.reviewerUid, reader.token.uid))),
    ),
  );
  const rows = await ctx.db
    .select({
      id: r.id,
      applicationId: r.applicationId,
      applicantName: sql<string>`coalesce(nullif(trim(${users.displayName}), ''), ${users.email}, '')`,
      name: r.refereeName,
      email: r.refereeEmail,
      status: r.status,
      requestedAt: r.requestedAt,
      dueAt: r.dueAt,
      receivedAt: r.receivedAt,
    })
    .from(r)
    .innerJoin(applications, eq(applications.id, r.applicationId))
    .leftJoin(users, eq(users.uid, applications.userId))
    .where(and(...conditions))
    .orderBy(desc(r.requestedAt), desc(r.id))
    .limit(limit + 1);
  return keysetPage(
    rows,
    limit,
    (row): ReferenceListItem => ({
      id: row.id,
      applicationId: row.applicationId,
      applicantName: row.applicantName,
      name: row.name,
      email: row.email,
      status: row.status === 'received' ? 'received' : 'requested',
      overdue: row.status === 'requested' && row.dueAt !== null && row.dueAt <= now,
      requestedAt: row.requestedAt.toISOString(),
      dueAt: row.dueAt?.toISOString() ?? null,
      receivedAt: row.receivedAt?.toISOString() ?? null,
    }),
    (row) => [row.requestedAt, row.id],
  );
}
