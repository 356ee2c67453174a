import { and, asc, eq } from 'drizzle-orm';
import type { StudentAssignmentSummary } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { assignments, modules, submissions } from '../../db/schema.js';
import { owedFrom, type StudentCohortRow } from '../studentCohort.js';
import { assignmentStatus } from './assignmentStatus.js';

/**
 * Every assignment of a cohort as one student's list shows it, soonest due first: one read along assignments_by_due,
 * each with the student's own submission found by its unique (assignment_id, uid) index.
 */
export async function studentSummaries(
  db: Db,
  cohort: Pick<StudentCohortRow, 'id' | 'joinedAt' | 'owesEarlierWork'>,
  uid: string,
  now: Date,
): Promise<StudentAssignmentSummary[]> {
  const cohortId = cohort.id;
  const rows = await db
    .select({
      id: assignments.id,
      title: assignments.title,
      moduleTitle: modules.title,
      dueAt: assignments.dueAt,
      lateAccepted: assignments.lateAccepted,
      maxPoints: assignments.maxPoints,
      state: submissions.status,
      late: submissions.late,
      grade: submissions.grade,
    })
    .from(assignments)
    .leftJoin(modules, eq(modules.id, assignments.moduleId))
    .leftJoin(submissions, and(eq(submissions.assignmentId, assignments.id), eq(submissions.uid, uid)))
    .where(eq(assignments.cohortId, cohortId))
    .orderBy(asc(assignments.dueAt), asc(assignments.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    moduleTitle: row.moduleTitle,
    dueAt: row.dueAt.toISOString(),
    lateAccepted: row.lateAccepted,
    ...assignmentStatus(row.state ? { status: row.state, late: row.late ?? false } : null, row.dueAt, now, owedFrom(cohort)),
    grade: row.state === 'graded' ? row.grade : null,
    maxPoints: row.maxPoints,
  }));
}
