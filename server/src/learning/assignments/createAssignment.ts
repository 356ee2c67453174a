import { randomUUID } from 'node:crypto';
import type { StaffAssignment } from '@sla/contract';
import { rubricMaxPoints } from '@sla/domain';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { assignments } from '../../db/schema.js';
import { newRubric } from './assignmentRubric.js';
import { assignmentValues, requireModuleOf } from './assignmentValues.js';
import { findCohort } from '../cohorts/cohortRows.js';
import { staffAssignment } from './staffAssignments.js';

/** Adds an assignment to a cohort (edit_programs); with a rubric, it is out of the sum of each criterion's highest level. */
export async function createAssignment(
  ctx: ServiceContext,
  caller: Caller | null,
  cohortId: string,
  body: unknown,
): Promise<StaffAssignment> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'create_assignment', cohortId });
  const { values, rubric: sent } = assignmentValues(body);
  await findCohort(ctx.db, cohortId);
  const rubric = sent ? newRubric(sent) : null;
  const maxPoints = rubric ? rubricMaxPoints(rubric) : values.maxPoints;
  const now = ctx.now();
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await requireModuleOf(tx, cohortId, values.moduleId);
    await tx.insert(assignments).values({ id, cohortId, ...values, maxPoints, rubric, createdAt: now, updatedAt: now });
  });
  return (await staffAssignment(ctx.db, id))!;
}
