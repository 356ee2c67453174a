import { describe, expect, it } from 'vitest';
import type { GradingRubric } from '@sla/contract';
import { gradingMarks, rubricMarkProblems, rubricMaxPoints, rubricProblems, rubricTotal } from './rubricRules.js';

const rubric: GradingRubric = {
  criteria: [
    {
      id: 'question',
      title: 'Question',
      description: 'Is it answerable?',
      levels: [
        { id: 'q-strong', label: 'Sharp', points: 10 },
        { id: 'q-some', label: 'Broad', points: 6 },
        { id: 'q-none', label: 'Missing', points: 0 },
      ],
    },
    {
      id: 'method',
      title: 'Method',
      description: '',
      // Levels in any order: the highest counts, wherever it is.
      levels: [
        { id: 'm-weak', label: 'Vague', points: 2 },
        { id: 'm-good', label: 'Clear', points: 5 },
      ],
    },
  ],
};

const levels = (...pairs: [string, string][]) => pairs.map(([criterionId, levelId]) => ({ criterionId, levelId }));

describe('a rubric’s points', () => {
  it('are out of the sum of each criterion’s highest level', () => {
    expect(rubricMaxPoints(rubric)).toBe(15);
    expect(rubricMaxPoints({ criteria: [] })).toBe(0);
  });

  it('leave out points not readable yet, as the form has them while they are typed', () => {
    expect(rubricMaxPoints({ criteria: [{ levels: [{ points: Number.NaN }, { points: 3 }] }, { levels: [] }] })).toBe(3);
  });

  it('make a grade of the points of the level chosen for each criterion', () => {
    expect(rubricTotal(rubric, levels(['question', 'q-some'], ['method', 'm-good']))).toBe(11);
    expect(rubricTotal(rubric, levels(['method', 'm-good'], ['question', 'q-strong']))).toBe(15);
    expect(rubricTotal(rubric, levels(['question', 'q-none'], ['method', 'm-weak']))).toBe(2);
  });

  it('count only the criteria chosen so far, and nothing for a level the rubric does not have', () => {
    expect(rubricTotal(rubric, [])).toBe(0);
    expect(rubricTotal(rubric, levels(['question', 'q-some']))).toBe(6);
    expect(rubricTotal(rubric, levels(['question', 'm-good'], ['elsewhere', 'q-strong'], ['method', 'm-weak']))).toBe(2);
  });

  it('keep the levels chosen in the rubric’s order, with their points and trimmed comments', () => {
    expect(
      gradingMarks(rubric, [
        { criterionId: 'method', levelId: 'm-weak', comment: '  Say how.  ' },
        ...levels(['question', 'q-strong']),
      ]),
    ).toEqual([
      { criterionId: 'question', levelId: 'q-strong', points: 10, comment: '' },
      { criterionId: 'method', levelId: 'm-weak', points: 2, comment: 'Say how.' },
    ]);
  });
});

describe('rubricProblems', () => {
  it('accepts levels worth different points and a total from 1 to 1000', () => {
    expect(rubricProblems(rubric)).toEqual({});
    expect(rubricProblems({ criteria: [{ levels: [{ points: 0 }, { points: 1 }] }] })).toEqual({});
    expect(rubricProblems({ criteria: [{ levels: [{ points: 1000 }, { points: 0 }] }] })).toEqual({});
  });

  it('names each level worth the same points as another of its criterion', () => {
    expect(
      rubricProblems({
        criteria: [
          { levels: [{ points: 4 }, { points: 2 }] },
          { levels: [{ points: 3 }, { points: 1 }, { points: 3 }, { points: 3 }] },
        ],
      }),
    ).toEqual({
      'rubric.criteria.1.levels.2.points':
        'Another level of this criterion is worth 3 points too. Give each level its own points.',
      'rubric.criteria.1.levels.3.points':
        'Another level of this criterion is worth 3 points too. Give each level its own points.',
    });
  });

  it('lets two criteria have levels worth the same points', () => {
    expect(
      rubricProblems({ criteria: [{ levels: [{ points: 2 }, { points: 0 }] }, { levels: [{ points: 2 }, { points: 0 }] }] }),
    ).toEqual({});
  });

  it('keeps the total, what the grade is out of, from 1 to 1000', () => {
    const total = (points: number) =>
      rubricProblems({
        criteria: [{ levels: [{ points }, { points: -1 }] }, { levels: [{ points }, { points: -2 }] }],
      });
    expect(total(0)).toEqual({
      rubric: 'The highest levels add up to 0 points. Keep the total from 1 to 1000: it is what the grade is out of.',
    });
    expect(total(500)).toEqual({});
    expect(total(501).rubric).toMatch(/^The highest levels add up to 1002 points\./);
  });

  it('waits for every level’s points before judging the total', () => {
    expect(rubricProblems({ criteria: [{ levels: [{ points: Number.NaN }, { points: 0 }] }] })).toEqual({});
    expect(rubricProblems({ criteria: [] })).toEqual({});
  });
});

describe('rubricMarkProblems', () => {
  it('accepts one level of its own for every criterion, in any order', () => {
    expect(rubricMarkProblems(rubric, levels(['method', 'm-weak'], ['question', 'q-none']))).toEqual({});
  });

  it('asks for a level for each criterion without one, beside that criterion', () => {
    expect(rubricMarkProblems(rubric, levels(['method', 'm-weak']))).toEqual({ 'marks.0': 'Choose a level for “Question”.' });
    expect(rubricMarkProblems(rubric, [])).toEqual({
      'marks.0': 'Choose a level for “Question”.',
      'marks.1': 'Choose a level for “Method”.',
    });
  });

  it('refuses a level of another criterion, or of none', () => {
    expect(rubricMarkProblems(rubric, levels(['question', 'm-good'], ['method', 'gone']))).toEqual({
      'marks.0': 'The level chosen for “Question” is not one of its levels. Open the work again to see the rubric as it is now.',
      'marks.1': 'The level chosen for “Method” is not one of its levels. Open the work again to see the rubric as it is now.',
    });
  });

  it('refuses a criterion the rubric does not have, and two levels for one criterion', () => {
    expect(
      rubricMarkProblems(rubric, levels(['question', 'q-some'], ['question', 'q-none'], ['method', 'm-good'], ['old', 'x'])),
    ).toEqual({
      'marks.0': 'Choose one level for “Question”, not several.',
      marks: 'A level was chosen for a criterion this rubric does not have. Open the work again to see the rubric as it is now.',
    });
  });
});
