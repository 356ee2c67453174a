import { and, eq, sql } from 'drizzle-orm';
import type { StudentAssignmentSummary, StudentOverview } from '@sla/contract';
import type { Db } from '../../db/database.js';
import { moduleProgress, modules } from '../../db/schema.js';

export const NO_PROGRESS: StudentOverview['progress'] = {
  modulesOpened: 0,
  modulesTotal: 0,
  modulesDone: 0,
  assignmentsTotal: 0,
  assignmentsHandedIn: 0,
  assignmentsGraded: 0,
  averagePercent: null,
};

/**
 * The progress bar's figures: modules opened and done, and work handed in (on time or late, and still standing: work
 * sent back counts again once handed in again) and graded, with the mean grade as a whole percentage.
 */
export async function progressFigures(
  db: Db,
  cohortId: string,
  uid: string,
  now: Date,
  assignments: StudentAssignmentSummary[],
): Promise<StudentOverview['progress']> {
  const [figures] = await db
    .select({
      total: sql<number>`count(*)::int`,
      opened: sql<number>`(count(*) FILTER (WHERE ${modules.opensAt} <= ${now.toISOString()}::timestamptz))::int`,
      done: sql<number>`count(${moduleProgress.uid})::int`,
    })
    .from(modules)
    .leftJoin(moduleProgress, and(eq(moduleProgress.moduleId, modules.id), eq(moduleProgress.uid, uid)))
    .where(eq(modules.cohortId, cohortId));
  // Work set before the student joined is not theirs to owe; counted only once they hand it in anyway.
  const owed = assignments.filter((assignment) => !assignment.setBeforeJoining);
  const graded = assignments.filter((assignment) => assignment.status === 'graded');
  const percents = graded.map((assignment) => ((assignment.grade ?? 0) / assignment.maxPoints) * 100);
  return {
    modulesOpened: Number(figures?.opened ?? 0),
    modulesTotal: Number(figures?.total ?? 0),
    modulesDone: Number(figures?.done ?? 0),
    assignmentsTotal: owed.length,
    assignmentsHandedIn: assignments.filter((assignment) => ['submitted', 'late', 'graded'].includes(assignment.status)).length,
    assignmentsGraded: graded.length,
    averagePercent: percents.length ? Math.round(percents.reduce((sum, percent) => sum + percent, 0) / percents.length) : null,
  };
}
