import type { StudentAssignmentSummary } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findStudentCohort } from '../studentCohort.js';
import { studentSummaries } from './studentSummaries.js';

/** The caller's own cohort's assignments by due date, with how each stands (participate_in_programs); none without a cohort. */
export async function listStudentAssignments(ctx: ServiceContext, caller: Caller | null): Promise<StudentAssignmentSummary[]> {
  const student = await requirePermission(ctx, caller, 'participate_in_programs', { action: 'list_assignments' });
  const cohort = await findStudentCohort(ctx.db, student.token.uid);
  return cohort ? studentSummaries(ctx.db, cohort, student.token.uid, ctx.now()) : [];
}
