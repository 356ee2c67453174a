import { DataError, type Rubric } from '@sla/data';
import { REVIEW_MESSAGES } from './messages.js';

/**
 * Checks a review's scores against the rubric: every criterion scored, each a whole number within
 * its scale, nothing the rubric does not have. Errors are keyed `scores.<criterion id>`, so the
 * review form shows each beside its criterion.
 */
export function checkScores(rubric: Rubric, scores: Record<string, number>): void {
  if (!rubric.criteria.length) throw new DataError('conflict', REVIEW_MESSAGES.noRubric);
  const errors: Record<string, string> = {};
  for (const criterion of rubric.criteria) {
    const score = scores[criterion.id];
    if (score === undefined) errors[`scores.${criterion.id}`] = `Give a score for ${criterion.label}.`;
    else if (score < criterion.scaleMin || score > criterion.scaleMax) errors[`scores.${criterion.id}`] = `Score ${criterion.label} from ${criterion.scaleMin} to ${criterion.scaleMax}.`;
  }
  const known = new Set(rubric.criteria.map((criterion) => criterion.id));
  for (const id of Object.keys(scores)) if (!known.has(id)) errors[`scores.${id}`] = 'This criterion is not in the rubric.';
  if (Object.keys(errors).length) throw new DataError('invalid_input', 'Some fields need attention.', errors);
}

/**
 * The weighted mean of the scores, each placed on 0–1 within its own scale, as 0–100:
 * Σ w·(s − min)/(max − min) / Σ w × 100. A one-point scale (min = max) counts as full marks.
 */
export function weightedScore(rubric: Rubric, scores: Record<string, number>): number {
  let weighted = 0;
  let weights = 0;
  for (const criterion of rubric.criteria) {
    const span = criterion.scaleMax - criterion.scaleMin;
    const share = span > 0 ? (scores[criterion.id]! - criterion.scaleMin) / span : 1;
    weighted += criterion.weight * share;
    weights += criterion.weight;
  }
  return weights > 0 ? Math.round((weighted / weights) * 100 * 100) / 100 : 0;
}
