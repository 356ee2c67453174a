import type { StudentAssignment } from '@sla/contract';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { findOwnAssignment } from './ownAssignment.js';
import { studentAssignmentView } from './studentAssignmentView.js';

/** One assignment of the caller's own cohort with their work on it (participate_in_programs); any other is 404. */
export async function getStudentAssignment(ctx: ServiceContext, caller: Caller | null, id: string): Promise<StudentAssignment> {
  const student = await requirePermission(ctx, caller, 'participate_in_programs', {
    action: 'read_assignment',
    assignmentId: id,
  });
  const own = await findOwnAssignment(ctx.db, student.token.uid, id);
  return studentAssignmentView(ctx.db, own, student.token.uid, ctx.now());
}
