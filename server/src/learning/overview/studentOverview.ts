import type { StudentAssignmentSummary, StudentOverview } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { studentSummaries } from '../submissions/studentSummaries.js';
import { findStudentCohort, toStudentCohort } from '../studentCohort.js';
import { currentMentor } from './currentMentor.js';
import { NO_PROGRESS, progressFigures } from './progressFigures.js';
import { recentFeedback } from './recentFeedback.js';

export const DUE_NEXT = 5;

/**
 * What needs doing: work not handed in, or sent back for changes, that can still be handed in (an overdue assignment
 * that takes no late work is past doing, so it does not crowd out what is), soonest due first.
 */
const stillToDo = (assignment: StudentAssignmentSummary) =>
  assignment.status === 'returned' ||
  (assignment.status === 'to_do' && !assignment.setBeforeJoining && (!assignment.overdue || assignment.lateAccepted));

/** The student's home and progress screens (access_student_portal): progress, what is due next, feedback, their mentor. */
export async function studentOverview(ctx: ServiceContext, caller: Caller | null): Promise<StudentOverview> {
  const student = await requirePermission(ctx, caller, 'access_student_portal', { action: 'read_student_overview' });
  const uid = student.token.uid;
  const now = ctx.now();
  const cohort = await findStudentCohort(ctx.db, uid);
  const mentoring = await currentMentor(ctx.db, uid);
  if (!cohort) return { cohort: null, progress: NO_PROGRESS, dueNext: [], recentFeedback: [], ...mentoring };
  const assignments = await studentSummaries(ctx.db, cohort, uid, now);
  return {
    cohort: toStudentCohort(cohort),
    progress: await progressFigures(ctx.db, cohort.id, uid, now, assignments),
    dueNext: assignments.filter(stillToDo).slice(0, DUE_NEXT),
    recentFeedback: await recentFeedback(ctx.db, cohort.id, uid),
    ...mentoring,
  };
}
