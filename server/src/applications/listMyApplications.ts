import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApplicationSummary, Page } from '@sla/contract';
import { myApplicationsQuery, parseInput } from '@sla/contract/schemas';
import { requirePermission } from '../access.js';
import type { Caller, ServiceContext } from '../context.js';
import { decodeCursor, keysetPage, uuidId } from '../cursor.js';
import { applications, programs } from '../db/schema.js';
import { toApplicationSummary } from './applicantView.js';

export const MY_APPLICATIONS_PAGE_SIZE = 20;

/** The caller's own applications, newest first (view_own_applications); keyset pages on the applications_mine index. */
export async function listMyApplications(
  ctx: ServiceContext,
  caller: Caller | null,
  rawQuery: unknown,
): Promise<Page<ApplicationSummary>> {
  const signedIn = await requirePermission(ctx, caller, 'view_own_applications', { action: 'list_own_applications' });
  const query = parseInput(myApplicationsQuery, rawQuery);
  const limit = query.limit ?? MY_APPLICATIONS_PAGE_SIZE;
  const conditions = [eq(applications.userId, signedIn.token.uid)];
  if (query.cursor) {
    const { at, id } = decodeCursor(query.cursor, uuidId);
    conditions.push(sql`(${applications.createdAt}, ${applications.id}) < (${at.toISOString()}::timestamptz, ${id})`);
  }
  const rows = await ctx.db
    .select({ application: applications, program: programs })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .where(and(...conditions))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit + 1);
  const now = ctx.now();
  return keysetPage(
    rows,
    limit,
    ({ application, program }) => toApplicationSummary({ ...application, program }, now),
    ({ application }) => [application.createdAt, application.id],
  );
}
