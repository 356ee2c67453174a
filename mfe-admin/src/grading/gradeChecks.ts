import type { FieldErrors, GradingRubric, StaffSubmission } from '@sla/data';
import {
  fieldErrors,
  gradeInput,
  returnWorkInput,
  type GradeInput,
  type ReturnWorkInput,
  type RubricMarkInput,
} from '@sla/contract/schemas';
import { rubricMarkProblems } from '@sla/domain';
import { t } from '@sla/i18n';

export type GradeValues = { grade: string; feedback: string };

type Checked<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

/** The hand-in the grader opened: the service refuses (409) a mark for one the student has since replaced. */
type Opened = Pick<StaffSubmission, 'attempt'>;

/**
 * The grade as typed: a whole number from 0 to the assignment's points; the feedback as the shared schema allows;
 * for the attempt on screen.
 */
export function checkGrade(
  values: GradeValues,
  { maxPoints, attempt }: Pick<StaffSubmission, 'maxPoints' | 'attempt'>,
): Checked<GradeInput> {
  const typed = values.grade.trim();
  const grade = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  const checked = gradeInput.safeParse({ grade, feedback: values.feedback, attempt });
  const errors = checked.success ? {} : fieldErrors(checked.error.issues);
  // The schema knows no assignment, so it cannot say "out of N": the points come from this one.
  if (!(grade >= 0 && grade <= maxPoints)) errors.grade = gradeRange(maxPoints);
  return checked.success && !Object.keys(errors).length ? { ok: true, input: checked.data } : { ok: false, errors };
}

/**
 * A grade with the rubric: a level for every criterion (@sla/domain's rubricMarkProblems, the service's own check),
 * comments and feedback as the shared schema allows, for the attempt on screen. No total is sent: the service adds the
 * levels' points up by the same rule the form shows the total by.
 */
export function checkRubricGrade(
  marks: RubricMarkInput[],
  feedback: string,
  { rubric, attempt }: { rubric: GradingRubric; attempt: number },
): Checked<GradeInput> {
  const checked = gradeInput.safeParse({ marks, feedback, attempt });
  const errors = { ...(checked.success ? {} : fieldErrors(checked.error.issues)), ...rubricMarkProblems(rubric, marks) };
  return checked.success && !Object.keys(errors).length ? { ok: true, input: checked.data } : { ok: false, errors };
}

/** Returning work needs feedback saying what to change; it is for the attempt on screen, as a grade is. */
export function checkReturn(values: GradeValues, { attempt }: Opened): Checked<ReturnWorkInput> {
  const checked = returnWorkInput.safeParse({ feedback: values.feedback, attempt });
  return checked.success ? { ok: true, input: checked.data } : { ok: false, errors: fieldErrors(checked.error.issues) };
}

export const gradeRange = (maxPoints: number) => t('Give the grade as a whole number from 0 to {max}.', { max: maxPoints });
