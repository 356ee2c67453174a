import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { SubmissionState } from '@sla/contract';
import { SUBMISSION_STATES } from '@sla/contract/schemas';
import type { Db } from '../../db/database.js';
import { submissions } from '../../db/schema.js';
import { submittedKey, type GradingCursor } from './gradingCursor.js';

export interface QueueFilters {
  cohortId?: string | undefined;
  assignmentId?: string | undefined;
  state?: SubmissionState | undefined;
}

/**
 * The ids (with their sort keys) of up to `limit` submissions after `after`, oldest hand-in first. Each state is one
 * range of the migration's submissions_queue* indexes ((cohort_id | assignment_id)?, status, submitted_at, id), read
 * in order and stopped after `limit` rows; without a state filter the three ranges are each read so, then merged, so no page
 * ever sorts the whole table, and the last page costs what the first does.
 */
export function queuePage(db: Db, filters: QueueFilters, after: GradingCursor | null, limit: number) {
  const shared: SQL[] = [];
  if (filters.cohortId) shared.push(eq(submissions.cohortId, filters.cohortId));
  if (filters.assignmentId) shared.push(eq(submissions.assignmentId, filters.assignmentId));
  if (after) shared.push(sql`(${submissions.submittedAt}, ${submissions.id}) > (${after.at}::timestamptz, ${after.id})`);
  const inState = (state: SubmissionState) =>
    db
      .select({ id: submissions.id, submittedAt: submissions.submittedAt, key: submittedKey })
      .from(submissions)
      .where(and(eq(submissions.status, state), ...shared))
      .orderBy(asc(submissions.submittedAt), asc(submissions.id))
      .limit(limit);
  if (filters.state) return inState(filters.state);
  const [first, second, ...rest] = SUBMISSION_STATES.map(inState);
  // The union's own columns, by position: submitted_at (2), then id (1).
  return unionAll(first!, second!, ...rest)
    .orderBy(asc(sql`2`), asc(sql`1`))
    .limit(limit);
}

/** Only the ids a page needs in full. */
export const withIds = (ids: string[]) => inArray(submissions.id, ids);
