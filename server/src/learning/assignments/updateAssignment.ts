import { eq } from 'drizzle-orm';
import type { StaffAssignment } from '@sla/data';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { assignments } from '../../db/schema.js';
import { assignmentValues, requireModuleOf } from './assignmentValues.js';
import { findAssignment } from './findAssignment.js';
import { staffAssignment } from './staffAssignments.js';

/** Replaces an assignment's details (edit_programs); work already handed in stays as it is. */
export async function updateAssignment(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffAssignment> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'update_assignment', assignmentId: id });
  const values = assignmentValues(body);
  const { cohortId } = await findAssignment(ctx.db, id);
  await requireModuleOf(ctx.db, cohortId, values.moduleId);
  await ctx.db
    .update(assignments)
    .set({ ...values, updatedAt: ctx.now() })
    .where(eq(assignments.id, id));
  return (await staffAssignment(ctx.db, id))!;
}
