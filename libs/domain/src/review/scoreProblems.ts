import type { FieldErrors, RubricCriterion } from '@sla/contract';
import { SCORE_MESSAGES as M } from './scoreMessages.js';
import type { Scores } from './weightedScore.js';

/**
 * A review's scores against the rubric: every criterion scored, each within its scale, nothing the rubric does not
 * have. Keyed `scores.<criterion id>`, so the review form shows each beside its criterion. Whole numbers are the
 * shared schema's to check.
 */
export function scoreProblems(criteria: readonly RubricCriterion[], scores: Scores): FieldErrors {
  const problems: FieldErrors = {};
  for (const criterion of criteria) {
    const score = scores[criterion.id];
    if (score === undefined) problems[`scores.${criterion.id}`] = M.giveScore(criterion.label);
    else if (score < criterion.scaleMin || score > criterion.scaleMax)
      problems[`scores.${criterion.id}`] = M.outOfScale(criterion.label, criterion.scaleMin, criterion.scaleMax);
  }
  const known = new Set(criteria.map((criterion) => criterion.id));
  for (const id of Object.keys(scores)) if (!known.has(id)) problems[`scores.${id}`] = M.notInRubric;
  return problems;
}
