import type { RubricCriterion } from '@sla/data';

/**
 * The weighted score of a review on a 0–100 scale: each score placed on its criterion's scale
 * ((score - min) / (max - min)), weighted, averaged by weight. Criteria not scored yet, and criteria
 * whose scale has no range, are left out, so a partly scored review shows its score so far.
 * Null when nothing counts yet.
 */
export function weightedScore(criteria: readonly RubricCriterion[], scores: Readonly<Record<string, number>>): number | null {
  let weighted = 0;
  let totalWeight = 0;
  for (const criterion of criteria) {
    const score = scores[criterion.id];
    const range = criterion.scaleMax - criterion.scaleMin;
    if (score === undefined || range <= 0 || criterion.weight <= 0) continue;
    const placed = Math.min(1, Math.max(0, (score - criterion.scaleMin) / range));
    weighted += criterion.weight * placed;
    totalWeight += criterion.weight;
  }
  return totalWeight > 0 ? (weighted / totalWeight) * 100 : null;
}

/** The criteria still waiting for a score. */
export function unscoredCriteria(criteria: readonly RubricCriterion[], scores: Readonly<Record<string, number>>): RubricCriterion[] {
  return criteria.filter((criterion) => scores[criterion.id] === undefined);
}

/** The scores from `min` to `max`, whole numbers, for a criterion's choices. */
export function scaleOf(criterion: Pick<RubricCriterion, 'scaleMin' | 'scaleMax'>): number[] {
  const scale: number[] = [];
  for (let score = criterion.scaleMin; score <= criterion.scaleMax; score += 1) scale.push(score);
  return scale;
}

/** The mean of several weighted scores, or null for none. */
export function averageScore(scores: readonly number[]): number | null {
  return scores.length ? scores.reduce((sum, score) => sum + score, 0) / scores.length : null;
}
