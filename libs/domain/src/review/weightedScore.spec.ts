import { describe, expect, it } from 'vitest';
import type { RubricCriterion } from '@sla/contract';
import { averageScore, scaleOf, unscoredCriteria, weightedScore } from './weightedScore.js';

const criterion = (id: string, weight: number, scaleMin = 1, scaleMax = 5): RubricCriterion => ({
  id,
  label: id,
  weight,
  scaleMin,
  scaleMax,
});

describe('weightedScore', () => {
  const criteria = [criterion('motivation', 2), criterion('potential', 1, 0, 10)];

  it('is 0 at every minimum and 100 at every maximum', () => {
    expect(weightedScore(criteria, { motivation: 1, potential: 0 })).toBe(0);
    expect(weightedScore(criteria, { motivation: 5, potential: 10 })).toBe(100);
  });

  it('weights each criterion placed on its own scale, rounded to 2 places', () => {
    // motivation 3 of 1–5 is 0.5 (weight 2), potential 10 of 0–10 is 1 (weight 1): (1 + 1) / 3.
    expect(weightedScore(criteria, { motivation: 3, potential: 10 })).toBe(66.67);
    // motivation 4 of 1–5 is 0.75 (weight 2), potential 4 of 0–10 is 0.4 (weight 1): (1.5 + 0.4) / 3.
    expect(weightedScore(criteria, { motivation: 4, potential: 4 })).toBe(63.33);
    // 4 of 1–5 is 0.75 (weight 3), 5 of 0–10 is 0.5 (weight 1): (2.25 + 0.5) / 4.
    expect(weightedScore([criterion('curiosity', 3), criterion('clarity', 1, 0, 10)], { curiosity: 4, clarity: 5 })).toBe(68.75);
  });

  it('counts only the criteria scored so far, and is null before any', () => {
    expect(weightedScore(criteria, {})).toBeNull();
    expect(weightedScore(criteria, { potential: 5 })).toBe(50);
    expect(weightedScore([], {})).toBeNull();
  });

  it('counts a scored criterion whose scale has no range as full marks', () => {
    // flat 2 of 2–2 is 1 (weight 3), real 3 of 1–5 is 0.5 (weight 1): (3 + 0.5) / 4.
    expect(weightedScore([criterion('flat', 3, 2, 2), criterion('real', 1)], { flat: 2, real: 3 })).toBe(87.5);
    expect(weightedScore([criterion('flat', 3, 2, 2), criterion('real', 1)], { real: 3 })).toBe(50);
  });
});

describe('rubric helpers', () => {
  it('lists the unscored criteria', () => {
    expect(unscoredCriteria([criterion('a', 1), criterion('b', 1)], { a: 2 }).map((c) => c.id)).toEqual(['b']);
  });

  it('spells out a scale', () => {
    expect(scaleOf({ scaleMin: 0, scaleMax: 3 })).toEqual([0, 1, 2, 3]);
  });

  it('averages weighted scores', () => {
    expect(averageScore([50, 70])).toBe(60);
    expect(averageScore([])).toBeNull();
  });
});
