import { and, eq, isNotNull, max } from 'drizzle-orm';
import { DataError, type StaffAssignment } from '@sla/contract';
import { ASSIGNMENT_MESSAGES } from '@sla/contract/serviceMessages';
import { rubricMaxPoints } from '@sla/domain';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { assignments, submissions } from '../../db/schema.js';
import { newRubric, rubricUsed, sameRubric } from './assignmentRubric.js';
import { assignmentValues, requireModuleOf } from './assignmentValues.js';
import { findAssignment } from './findAssignment.js';
import { staffAssignment } from './staffAssignments.js';

/**
 * Replaces an assignment's details (edit_programs); work already handed in stays as it is. Its rubric, when one is sent
 * that says something else, changes only until work has been graded with it (409 after: every grade given with it must
 * keep its meaning); one not sent stays. With a rubric, the points are its total. They may not drop below a grade
 * already given (409): the grade would read as more than full marks. One transaction, the assignment locked, so a grade
 * given at the same moment (grading share-locks it) is either counted here or checked against the new points and rubric.
 */
export async function updateAssignment(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffAssignment> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'update_assignment', assignmentId: id });
  const { values, rubric: sent } = assignmentValues(body);
  const { cohortId } = await findAssignment(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    // The module first, then the assignment: the order a module's delete takes them in (its assignments lose it).
    await requireModuleOf(tx, cohortId, values.moduleId);
    const current = await findAssignment(tx, id, { lock: true });
    let rubric = current.rubric;
    if (sent !== undefined && !sameRubric(sent, current.rubric)) {
      if (await rubricUsed(tx, id)) throw new DataError('conflict', ASSIGNMENT_MESSAGES.rubricLocked);
      rubric = sent ? newRubric(sent) : null;
    }
    const maxPoints = rubric ? rubricMaxPoints(rubric) : values.maxPoints;
    const [graded] = await tx
      .select({ highest: max(submissions.grade) })
      .from(submissions)
      .where(and(eq(submissions.assignmentId, id), isNotNull(submissions.grade)));
    const highest = graded?.highest ?? null;
    if (highest !== null && highest > maxPoints) throw new DataError('conflict', ASSIGNMENT_MESSAGES.gradedAbove(highest));
    await tx
      .update(assignments)
      .set({ ...values, maxPoints, rubric, updatedAt: ctx.now() })
      .where(eq(assignments.id, id));
  });
  return (await staffAssignment(ctx.db, id))!;
}
