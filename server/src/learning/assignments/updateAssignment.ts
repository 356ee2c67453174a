import { and, eq, isNotNull, max } from 'drizzle-orm';
import { DataError, type StaffAssignment } from '@sla/contract';
import { ASSIGNMENT_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { assignments, submissions } from '../../db/schema.js';
import { assignmentValues, requireModuleOf } from './assignmentValues.js';
import { findAssignment } from './findAssignment.js';
import { staffAssignment } from './staffAssignments.js';

/**
 * Replaces an assignment's details (edit_programs); work already handed in stays as it is. Its points may not drop
 * below a grade already given (409): the grade would read as more than full marks. One transaction, the assignment
 * locked, so a grade given at the same moment (grading share-locks it) is either counted here or checked against the
 * new points.
 */
export async function updateAssignment(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffAssignment> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'update_assignment', assignmentId: id });
  const values = assignmentValues(body);
  const { cohortId } = await findAssignment(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    // The module first, then the assignment: the order a module's delete takes them in (its assignments lose it).
    await requireModuleOf(tx, cohortId, values.moduleId);
    await findAssignment(tx, id, { lock: true });
    const [graded] = await tx
      .select({ highest: max(submissions.grade) })
      .from(submissions)
      .where(and(eq(submissions.assignmentId, id), isNotNull(submissions.grade)));
    const highest = graded?.highest ?? null;
    if (highest !== null && highest > values.maxPoints) throw new DataError('conflict', ASSIGNMENT_MESSAGES.gradedAbove(highest));
    await tx
      .update(assignments)
      .set({ ...values, updatedAt: ctx.now() })
      .where(eq(assignments.id, id));
  });
  return (await staffAssignment(ctx.db, id))!;
}
