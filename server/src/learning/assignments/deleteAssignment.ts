import { eq } from 'drizzle-orm';
import { DataError } from '@sla/contract';
import { ASSIGNMENT_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { assignments, submissions } from '../../db/schema.js';
import { findAssignment } from './findAssignment.js';

/**
 * Deletes an assignment nobody has handed work in for (edit_programs); files waiting to be handed in go with it. Once
 * any work was handed in, 409: a student's work and grade are not staff's to throw away.
 */
export async function deleteAssignment(ctx: ServiceContext, caller: Caller | null, id: string): Promise<void> {
  await requirePermission(ctx, caller, 'edit_programs', { action: 'delete_assignment', assignmentId: id });
  await ctx.db.transaction(async (tx) => {
    // Locked, so a hand-in cannot slip in between the check and the delete (hand-ins hold a share lock on it).
    await findAssignment(tx, id, { lock: true });
    const [work] = await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.assignmentId, id)).limit(1);
    if (work) throw new DataError('conflict', ASSIGNMENT_MESSAGES.hasWork);
    await tx.delete(assignments).where(eq(assignments.id, id));
  });
}
