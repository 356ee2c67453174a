import { describe, expect, it } from 'vitest';
import type { DataError, Rubric } from '@sla/contract';
import { checkScores } from './checkScores.js';

const rubric: Rubric = { criteria: [{ id: 'a', label: 'Curiosity', weight: 2, scaleMin: 1, scaleMax: 5 }] };

function refusal(run: () => void): DataError {
  try {
    run();
  } catch (caught) {
    return caught as DataError;
  }
  throw new Error('checkScores accepted the scores');
}

describe('checkScores', () => {
  it('refuses scores that break the rubric with 400, naming each beside its criterion', () => {
    const error = refusal(() => checkScores(rubric, { a: 0 }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors).toEqual({ 'scores.a': 'Score Curiosity from 1 to 5.' });
    expect(() => checkScores(rubric, { a: 5 })).not.toThrow();
  });

  it('refuses any review with 409 while the programme has no rubric', () => {
    const error = refusal(() => checkScores({ criteria: [] }, {}));
    expect(error.status).toBe(409);
    expect(error.message).toMatch(/no rubric yet/);
  });
});
