import { and, eq, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BulkApplicantMessageInput, MessageRecipientsQuery } from '@sla/contract/schemas';
import type { Db } from '../db/database.js';
import { applications, users } from '../db/schema.js';
import { conditionsOf, resolveSearch } from '../review/queueRows.js';

type Filters = Omit<MessageRecipientsQuery, 'assignedToMe'> & { assignedToMe?: '1' | '0' | undefined };

/** Released to its applicant: released_at set and its release time come (decisionRelease.ts, in SQL). */
const released = (now: Date) =>
  and(
    sql`${applications.releasedAt} IS NOT NULL`,
    lte(applications.decisionReleaseAt, now),
    sql`${applications.decision} IS NOT NULL`,
  )!;

/**
 * The status as the applicant sees it (applicantView.ts): a decision not yet released reads "under review". A set
 * chosen by status is chosen by that, so being written to (or left out) never tells anyone their decision early.
 */
function seenStatus(status: Filters['status'], now: Date): SQL | undefined {
  if (status === 'decided') return and(eq(applications.status, 'decided'), released(now));
  if (status === 'under_review')
    return or(eq(applications.status, 'under_review'), and(eq(applications.status, 'decided'), sql`NOT (${released(now)})`));
  return status ? eq(applications.status, status) : undefined;
}

/**
 * The applications a message to this filtered set of the queue reaches, as the queue's own conditions (the same
 * programme, search and "assigned to me"; the viewer's conflicts hidden) with the status read as applicants see it.
 * The schema has already refused a decision filter without "Decided" (recipientFilterProblem).
 */
export async function recipientsSelect(db: Db, viewerUid: string, filters: Filters | BulkApplicantMessageInput, now: Date) {
  const search = await resolveSearch(db, filters.search);
  const conditions = conditionsOf({ ...filters, status: undefined }, search, viewerUid);
  const status = seenStatus(filters.status, now);
  // In an object: the query builder is thenable, and an async function would run it rather than hand it back.
  return {
    select: db
      .select({ id: applications.id, userId: applications.userId })
      .from(applications)
      .leftJoin(users, eq(users.uid, applications.userId))
      .where(and(...conditions, status)),
  };
}
