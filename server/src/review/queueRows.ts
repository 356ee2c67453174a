import { and, eq, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { QueueItem } from '@sla/contract';
import { QUEUED_STATUSES } from '@sla/contract/schemas';
import type { Db } from '../db/database.js';
import { applications, programs, users } from '../db/schema.js';
import { afterValue, nullsOrderOf, orderOf, SORTS, sortKeyOf, type QueueCursor, type QueueSort } from './queueSorts.js';

export interface QueueFilters {
  status?: (typeof QUEUED_STATUSES)[number] | undefined;
  programId?: string | undefined;
  decision?: QueueItem['decision'] | 'none' | undefined;
  assignedToMe?: '1' | '0' | undefined;
}

/** Up to this many people matching a search are looked up by name first, then their applications. */
const FEW_PEOPLE = 500;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const matchesPattern = (pattern: string) => or(ilike(users.displayName, pattern), ilike(users.email, pattern))!;

/**
 * A name or e-mail search, resolved once per request. When few people match (a name typed in
 * full), the queue reads just their applications; when many do (a letter or two), it reads its
 * own index in order and keeps the matching rows, which fills a page quickly.
 */
export type QueueSearch = { uids: string[] } | { pattern: string } | null;

export async function resolveSearch(db: Db, text: string | undefined): Promise<QueueSearch> {
  if (!text) return null;
  const pattern = likePattern(text);
  const people = await db
    .select({ uid: users.uid })
    .from(users)
    .where(matchesPattern(pattern))
    .limit(FEW_PEOPLE + 1);
  return people.length <= FEW_PEOPLE ? { uids: people.map((person) => person.uid) } : { pattern };
}

/** The filters as conditions; the application stays hidden from a viewer who declared a conflict on it. */
export function conditionsOf(filters: QueueFilters, search: QueueSearch, viewerUid: string): SQL[] {
  const conditions: SQL[] = [
    filters.status ? eq(applications.status, filters.status) : inArray(applications.status, [...QUEUED_STATUSES]),
    sql`NOT EXISTS (SELECT 1 FROM review_conflicts WHERE review_conflicts.application_id = ${applications.id} AND review_conflicts.reviewer_uid = ${viewerUid})`,
  ];
  if (filters.programId) conditions.push(eq(applications.programId, filters.programId));
  if (filters.decision === 'none') conditions.push(isNull(applications.decision));
  else if (filters.decision) conditions.push(eq(applications.decision, filters.decision));
  if (search && 'uids' in search) conditions.push(search.uids.length ? inArray(applications.userId, search.uids) : sql`false`);
  else if (search) conditions.push(matchesPattern(search.pattern));
  if (filters.assignedToMe === '1') {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM review_assignments WHERE review_assignments.application_id = ${applications.id} AND review_assignments.reviewer_uid = ${viewerUid})`,
    );
  }
  return conditions;
}

export type QueueRow = Awaited<ReturnType<typeof selectRows>>[number];

function selectRows(db: Db, sort: QueueSort, where: SQL[], order: SQL[], limit: number) {
  return db
    .select({
      id: applications.id,
      userId: applications.userId,
      status: applications.status,
      decision: applications.decision,
      decisionReleaseAt: applications.decisionReleaseAt,
      submittedAt: applications.submittedAt,
      updatedAt: applications.updatedAt,
      reviewers: applications.reviewers,
      reviewsSubmitted: applications.reviewsSubmitted,
      averageScore: applications.averageScore,
      programId: applications.programId,
      programSlug: programs.slug,
      programName: programs.name,
      displayName: users.displayName,
      email: users.email,
      sortKey: sortKeyOf(sort),
    })
    .from(applications)
    .innerJoin(programs, eq(programs.id, applications.programId))
    .leftJoin(users, eq(users.uid, applications.userId))
    .where(and(...where))
    .orderBy(...order)
    .limit(limit);
}

/**
 * Up to `limit` queue rows after `after` (null: from the start), in the sort's order. Keyset
 * paging, so the last page costs what the first does. Rows with a sort value come first, read
 * along the sort's index; rows without one (a score not yet given) follow, newest first, in a
 * second query only when the first runs out.
 */
export async function queueRows(
  db: Db,
  viewerUid: string,
  filters: QueueFilters,
  search: QueueSearch,
  sort: QueueSort,
  after: QueueCursor | null,
  limit: number,
): Promise<QueueRow[]> {
  const spec = SORTS[sort];
  const filtered = conditionsOf(filters, search, viewerUid);
  const withoutValue = (extra: SQL[], count: number) =>
    selectRows(db, sort, [...filtered, isNull(spec.column), ...extra], nullsOrderOf(sort), count);

  if (after && after.value === null) return withoutValue([lt(applications.id, after.id)], limit);
  const valued = await selectRows(
    db,
    sort,
    [
      ...filtered,
      ...(spec.nullable ? [isNotNull(spec.column)] : []),
      ...(after?.value != null ? [afterValue(sort, after.value, after.id)] : []),
    ],
    orderOf(sort),
    limit,
  );
  if (valued.length >= limit || !spec.nullable) return valued;
  return [...valued, ...(await withoutValue([], limit - valued.length))];
}

export function toQueueItem(row: QueueRow): QueueItem {
  return {
    id: row.id,
    applicant: { uid: row.userId, displayName: row.displayName, email: row.email },
    program: { id: row.programId, slug: row.programSlug, name: row.programName },
    status: row.status,
    decision: row.decision,
    decisionReleaseAt: row.decisionReleaseAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    reviewers: row.reviewers,
    reviewsSubmitted: row.reviewsSubmitted,
    averageScore: row.averageScore,
  };
}
