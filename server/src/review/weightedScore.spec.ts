import { describe, expect, it } from 'vitest';
import type { DataError, Rubric } from '@sla/data';
import { checkScores, weightedScore } from './weightedScore.js';

const rubric: Rubric = {
  criteria: [
    { id: 'a', label: 'Curiosity', weight: 2, scaleMin: 1, scaleMax: 5 },
    { id: 'b', label: 'Clarity', weight: 1, scaleMin: 0, scaleMax: 10 },
  ],
};

describe('weighted score', () => {
  it('places each score on its own scale, weights it, and gives 0 to 100', () => {
    expect(weightedScore(rubric, { a: 5, b: 10 })).toBe(100);
    expect(weightedScore(rubric, { a: 1, b: 0 })).toBe(0);
    // a: (3 - 1) / 4 = 0.5 weighted 2; b: 10 / 10 = 1 weighted 1: (1 + 1) / 3.
    expect(weightedScore(rubric, { a: 3, b: 10 })).toBe(66.67);
  });

  it('names each score that is missing, off its scale, or for no criterion', () => {
    const error = (() => {
      try {
        checkScores(rubric, { a: 0, c: 3 });
      } catch (caught) {
        return caught as DataError;
      }
      throw new Error('checkScores accepted bad scores');
    })();
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ 'scores.a': 'Score Curiosity from 1 to 5.', 'scores.b': 'Give a score for Clarity.', 'scores.c': 'This criterion is not in the rubric.' });
    expect(() => checkScores(rubric, { a: 5, b: 0 })).not.toThrow();
    expect(() => checkScores({ criteria: [] }, {})).toThrow(/no rubric yet/);
  });
});
