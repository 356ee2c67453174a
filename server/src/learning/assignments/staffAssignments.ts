import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { StaffAssignment, SubmissionState } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { assignments, modules } from '../../db/schema.js';
import { rulesOf } from './assignmentRules.js';

// Each count reads submissions_queue_assignment (assignment_id, status, ...) alone.
const countIn = (state: SubmissionState) =>
  sql<number>`(SELECT count(*)::int FROM submissions WHERE submissions.assignment_id = ${assignments.id} AND submissions.status = ${state})`;

// Reads submission_grades_rubric alone.
const rubricLocked = sql<boolean>`EXISTS (SELECT 1 FROM submission_grades WHERE submission_grades.assignment_id = ${assignments.id} AND submission_grades.rubric_marks IS NOT NULL)`;

/**
 * Assignments as staff edit them, soonest due first, with their module's title, how their work stands and whether their
 * rubric is fixed by a grade given with it.
 */
export async function staffAssignments(db: Db, where: SQL): Promise<StaffAssignment[]> {
  const rows = await db
    .select({
      ...getTableColumns(assignments),
      moduleTitle: modules.title,
      submitted: countIn('submitted'),
      graded: countIn('graded'),
      returned: countIn('returned'),
      rubricLocked,
    })
    .from(assignments)
    .leftJoin(modules, eq(modules.id, assignments.moduleId))
    .where(where)
    .orderBy(asc(assignments.dueAt), asc(assignments.id));
  return rows.map((row) => ({
    id: row.id,
    cohortId: row.cohortId,
    moduleId: row.moduleId,
    moduleTitle: row.moduleTitle,
    title: row.title,
    instructions: row.instructions,
    ...rulesOf(row),
    counts: { submitted: Number(row.submitted), graded: Number(row.graded), returned: Number(row.returned) },
    rubricLocked: row.rubricLocked === true,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** One assignment as staff see it, or undefined. */
export async function staffAssignment(db: Db, id: string): Promise<StaffAssignment | undefined> {
  return (await staffAssignments(db, eq(assignments.id, id)))[0];
}
