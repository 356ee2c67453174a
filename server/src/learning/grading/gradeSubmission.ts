import { DataError, invalidInput, type FieldErrors, type StaffSubmission } from '@sla/contract';
import { gradeInput, LEARNING_MESSAGES, parseInput, type GradeInput } from '@sla/contract/schemas';
import { GRADING_MESSAGES } from '@sla/contract/serviceMessages';
import { gradingMarks, rubricMarkProblems, rubricTotal } from '@sla/domain';
import { requirePermission } from '../../access.js';
import type { Caller, ServiceContext } from '../../context.js';
import { markSubmission, type Decided, type MarkedAssignment } from './markSubmission.js';

const refused = (field: string, message: string) => new DataError('invalid_input', message, { [field]: message });

/** 400 with these problems: in the words of the one, or "some fields need attention" beside several. */
function refusedFor(problems: FieldErrors): DataError {
  const messages = Object.values(problems);
  return messages.length === 1 ? new DataError('invalid_input', messages[0]!, problems) : invalidInput(problems);
}

/**
 * What a grade makes of the work. With a rubric: a level of each criterion, whose points @sla/domain's rubricTotal adds
 * up (the one rule the grading form shows the total by); a level the rubric does not have is refused, and so is a
 * `grade` sent along that is not that total. Without one: the points given, from 0 to the assignment's.
 */
export function decideGrade(input: GradeInput, assignment: MarkedAssignment): Decided {
  const { feedback } = input;
  if (assignment.rubric) {
    if (!input.marks) throw refused('marks', GRADING_MESSAGES.useRubric);
    const problems = rubricMarkProblems(assignment.rubric, input.marks);
    if (Object.keys(problems).length) throw refusedFor(problems);
    const grade = rubricTotal(assignment.rubric, input.marks);
    if (input.grade !== undefined && input.grade !== grade) throw refused('grade', GRADING_MESSAGES.rubricTotal(grade));
    return { status: 'graded', grade, feedback, rubricMarks: gradingMarks(assignment.rubric, input.marks) };
  }
  if (input.marks?.length) throw refused('marks', GRADING_MESSAGES.noRubric);
  if (input.grade === undefined) throw refused('grade', LEARNING_MESSAGES.grade);
  if (input.grade > assignment.maxPoints) throw refused('grade', GRADING_MESSAGES.gradeAbove(assignment.maxPoints));
  return { status: 'graded', grade: input.grade, feedback, rubricMarks: null };
}

/**
 * Grades a submission out of its assignment's points, or by its rubric, with feedback (edit_programs); the grade is kept
 * in the submission's grade history, and the student is told.
 */
export async function gradeSubmission(
  ctx: ServiceContext,
  caller: Caller | null,
  id: string,
  body: unknown,
): Promise<StaffSubmission> {
  const grader = await requirePermission(ctx, caller, 'edit_programs', { action: 'grade_submission', submissionId: id });
  const input = parseInput(gradeInput, body);
  return markSubmission(ctx, grader, id, input.attempt, (assignment) => decideGrade(input, assignment));
}
