import * as z from 'zod/mini';

/** One level of a criterion: what the work shows and what it is worth. Its id is the service's. */
export const gradingLevel = z.strictObject({ id: z.string(), label: z.string(), points: z.int() });
export type GradingLevel = z.output<typeof gradingLevel>;

/** One criterion of an assignment's rubric, with its levels in the order staff gave them. */
export const gradingCriterion = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** Plain text; may be empty. */
  description: z.string(),
  levels: z.array(gradingLevel),
});
export type GradingCriterion = z.output<typeof gradingCriterion>;

/** An assignment's grading rubric: a grade is the sum of the points of the level chosen for each criterion. */
export const gradingRubric = z.strictObject({ criteria: z.array(gradingCriterion) });
export type GradingRubric = z.output<typeof gradingRubric>;

/** The level chosen for one criterion when work was graded, with its points then and the grader's comment on it. */
export const gradingMark = z.strictObject({
  criterionId: z.string(),
  levelId: z.string(),
  points: z.int(),
  /** May be empty. */
  comment: z.string(),
});
export type GradingMark = z.output<typeof gradingMark>;

/** A grade as it was given: by whom, when, for which hand-in, the total and, with a rubric, the levels chosen. */
export const gradeRecord = z.strictObject({
  grade: z.int(),
  /** What the assignment was out of then. */
  maxPoints: z.int(),
  attempt: z.int(),
  gradedAt: z.string(),
  /** Null once the grader's account is gone. */
  gradedByName: z.nullable(z.string()),
  feedback: z.string(),
  /** Null: graded in points, without the rubric. */
  marks: z.nullable(z.array(gradingMark)),
});
export type GradeRecord = z.output<typeof gradeRecord>;
