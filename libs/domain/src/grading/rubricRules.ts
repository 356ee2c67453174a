import type { FieldErrors, GradingMark, GradingRubric } from '@sla/contract';
import { RUBRIC_MESSAGES as M } from './rubricMessages.js';

/**
 * An assignment's rubric as these rules read it. Loose on purpose: the assignment form checks what was typed before the
 * shared schema has accepted it, so a level's points may still be unreadable (NaN).
 */
export interface RubricShape {
  criteria: readonly { levels: readonly { points: number }[] }[];
}

/** The levels a grader chose, by id: what a grade with a rubric is sent as. */
export type ChosenLevels = readonly Pick<GradingMark, 'criterionId' | 'levelId'>[];

/** The grade a rubric is out of: each criterion's highest level, added up. Points not (yet) readable count as none. */
export function rubricMaxPoints(rubric: RubricShape): number {
  let total = 0;
  for (const criterion of rubric.criteria) {
    const points = criterion.levels.map((level) => level.points).filter(Number.isFinite);
    if (points.length) total += Math.max(...points);
  }
  return total;
}

/** The level of `rubric` chosen for each criterion it has, in the rubric's order (a criterion with none is left out). */
function chosen<Mark extends ChosenLevels[number]>(rubric: GradingRubric, marks: readonly Mark[]) {
  return rubric.criteria.flatMap((criterion) => {
    const mark = marks.find((each) => each.criterionId === criterion.id);
    const level = mark && criterion.levels.find((each) => each.id === mark.levelId);
    return level ? [{ criterion, level, mark }] : [];
  });
}

/**
 * The grade the levels chosen make: the points of the level chosen for each criterion, added up. One rule for the
 * grading form's running total and the grade the service stores. Criteria with no level (yet) add nothing.
 */
export function rubricTotal(rubric: GradingRubric, marks: ChosenLevels): number {
  return chosen(rubric, marks).reduce((total, { level }) => total + level.points, 0);
}

/**
 * The levels chosen as a grade keeps them: one per criterion, in the rubric's order, with each level's points as they
 * are now and the grader's comment (trimmed; none is empty).
 */
export function gradingMarks(
  rubric: GradingRubric,
  marks: readonly (ChosenLevels[number] & { comment?: string })[],
): GradingMark[] {
  return chosen(rubric, marks).map(({ criterion, level, mark }) => ({
    criterionId: criterion.id,
    levelId: level.id,
    points: level.points,
    comment: mark.comment?.trim() ?? '',
  }));
}

/**
 * A rubric's rules beyond the shared schema's, keyed as the schema keys its own ("rubric.criteria.0.levels.2.points") so
 * the form shows each beside its field: each level of a criterion worth its own points (a grader must be able to tell
 * them apart, and a grade says which), and a total, the grade it is out of, from 1 to 1000 like any assignment's
 * points. Points not yet readable are the schema's to report, and the total waits for them.
 */
export function rubricProblems(rubric: RubricShape): FieldErrors {
  const problems: FieldErrors = {};
  let readable = true;
  rubric.criteria.forEach((criterion, index) => {
    const seen = new Set<number>();
    criterion.levels.forEach((level, at) => {
      if (!Number.isFinite(level.points)) {
        readable = false;
        return;
      }
      if (seen.has(level.points)) problems[`rubric.criteria.${index}.levels.${at}.points`] ??= M.samePoints(level.points);
      seen.add(level.points);
    });
  });
  const total = rubricMaxPoints(rubric);
  if (readable && rubric.criteria.length && (total < 1 || total > 1000)) problems.rubric = M.totalRange(total);
  return problems;
}

/**
 * The levels chosen against the rubric: one level for every criterion, each a level of its own criterion, and nothing
 * for a criterion the rubric does not have (say, one changed since the grader opened the work). Keyed
 * `marks.<the criterion's place in the rubric>`, where the grading form shows it; a criterion the rubric lacks, `marks`.
 */
export function rubricMarkProblems(rubric: GradingRubric, marks: ChosenLevels): FieldErrors {
  const problems: FieldErrors = {};
  const counted = new Set<string>();
  for (const mark of marks) {
    const index = rubric.criteria.findIndex((criterion) => criterion.id === mark.criterionId);
    const criterion = rubric.criteria[index];
    if (!criterion) {
      problems.marks ??= M.notACriterion;
      continue;
    }
    const key = `marks.${index}`;
    if (counted.has(criterion.id)) problems[key] ??= M.chosenTwice(criterion.title);
    else if (!criterion.levels.some((level) => level.id === mark.levelId)) problems[key] ??= M.notALevel(criterion.title);
    counted.add(criterion.id);
  }
  rubric.criteria.forEach((criterion, index) => {
    if (!counted.has(criterion.id)) problems[`marks.${index}`] ??= M.chooseLevel(criterion.title);
  });
  return problems;
}
