import type { StaffSubmission } from '@sla/contract';
import { parseInput, returnWorkInput } from '@sla/contract/schemas';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { markSubmission } from './markSubmission.js';

/**
 * Sends a submission back for changes with feedback (edit_programs): any grade goes (its history keeps it), and the student may hand in
 * again at any time, the due date notwithstanding. Only the hand-in the grader opened is returned (`attempt`, as in
 * grading). The student is told.
 */
export async function returnWork(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffSubmission> {
  const grader = await requirePermission(ctx, caller, 'edit_programs', { action: 'return_submission', submissionId: id });
  const { feedback, attempt } = parseInput(returnWorkInput, body);
  return markSubmission(ctx, grader, id, attempt, () => ({ status: 'returned', grade: null, rubricMarks: null, feedback }));
}
