import { eq } from 'drizzle-orm';
import type { StaffAssignment } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { assignments } from '../../db/schema.js';
import { findCohort } from '../cohorts/cohortRows.js';
import { staffAssignments } from './staffAssignments.js';

/** A cohort's assignments, soonest due first, with how their work stands (edit_programs). */
export async function listCohortAssignments(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
): Promise<StaffAssignment[]> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'list_assignments', cohortId });
  await findCohort(ctx.db, cohortId);
  return staffAssignments(ctx.db, eq(assignments.cohortId, cohortId));
}
