import { describe, expect, it } from 'vitest';
import type { RubricCriterion } from '@sla/contract';
import { scoreProblems } from './scoreProblems.js';

const criteria: RubricCriterion[] = [
  { id: 'a', label: 'Curiosity', weight: 2, scaleMin: 1, scaleMax: 5 },
  { id: 'b', label: 'Clarity', weight: 1, scaleMin: 0, scaleMax: 10 },
];

describe('scoreProblems', () => {
  it('names each score that is missing, off its scale, or for no criterion', () => {
    expect(scoreProblems(criteria, { a: 0, c: 3 })).toEqual({
      'scores.a': 'Score Curiosity from 1 to 5.',
      'scores.b': 'Give a score for Clarity.',
      'scores.c': 'This criterion is not in the rubric.',
    });
    expect(scoreProblems(criteria, { a: 6, b: 10 })).toEqual({ 'scores.a': 'Score Curiosity from 1 to 5.' });
  });

  it('accepts a score for every criterion within its scale, the ends included', () => {
    expect(scoreProblems(criteria, { a: 5, b: 0 })).toEqual({});
    expect(scoreProblems(criteria, { a: 1, b: 10 })).toEqual({});
  });
});
