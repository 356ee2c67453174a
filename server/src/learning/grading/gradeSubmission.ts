import { DataError, type StaffSubmission } from '@sla/contract';
import { gradeInput, parseInput } from '@sla/contract/schemas';
import { GRADING_MESSAGES } from '@sla/contract/serviceMessages';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { markSubmission } from './markSubmission.js';

/** Grades a submission out of its assignment's points, with feedback (edit_programs); the student is told. */
export async function gradeSubmission(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffSubmission> {
  const grader = await requirePermission(ctx, caller, 'edit_programs', { action: 'grade_submission', submissionId: id });
  const { grade, feedback, attempt } = parseInput(gradeInput, body);
  return markSubmission(ctx, grader, id, attempt, (assignment) => {
    if (grade > assignment.maxPoints) {
      const message = GRADING_MESSAGES.gradeAbove(assignment.maxPoints);
      throw new DataError('invalid_input', message, { grade: message });
    }
    return { status: 'graded', grade, feedback };
  });
}
