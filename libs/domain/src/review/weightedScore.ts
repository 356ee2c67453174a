import type { RubricCriterion } from '@sla/contract';

/** A reviewer's scores, keyed by criterion id. */
export type Scores = Readonly<Record<string, number>>;

/**
 * The weighted mean of the scores, each placed on 0–1 within its own scale, as 0–100 rounded to 2 places:
 * Σ w·(s − min)/(max − min) / Σ w × 100. A one-point scale (min = max) counts as full marks.
 *
 * Criteria not scored yet are left out, so a review being filled in shows its score so far; a fully scored review
 * gets the score that is stored. Null until some criterion is scored.
 */
export function weightedScore(criteria: readonly RubricCriterion[], scores: Scores): number | null {
  let weighted = 0;
  let weights = 0;
  let scored = false;
  for (const criterion of criteria) {
    const score = scores[criterion.id];
    if (score === undefined) continue;
    scored = true;
    const span = criterion.scaleMax - criterion.scaleMin;
    const share = span > 0 ? (score - criterion.scaleMin) / span : 1;
    weighted += criterion.weight * share;
    weights += criterion.weight;
  }
  if (!scored) return null;
  return weights > 0 ? Math.round((weighted / weights) * 100 * 100) / 100 : 0;
}

/** The criteria still waiting for a score. */
export function unscoredCriteria(criteria: readonly RubricCriterion[], scores: Scores): RubricCriterion[] {
  return criteria.filter((criterion) => scores[criterion.id] === undefined);
}

/** The scores a criterion offers: whole numbers from `min` to `max`. */
export function scaleOf(criterion: Pick<RubricCriterion, 'scaleMin' | 'scaleMax'>): number[] {
  const scale: number[] = [];
  for (let score = criterion.scaleMin; score <= criterion.scaleMax; score += 1) scale.push(score);
  return scale;
}

/** The mean of several reviews' weighted scores, or null for none. */
export function averageScore(scores: readonly number[]): number | null {
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}
