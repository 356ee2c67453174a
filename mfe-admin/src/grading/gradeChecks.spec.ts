import { describe, expect, it } from 'vitest';
import { checkGrade, checkReturn } from './gradeChecks.js';

// The second hand-in is on screen: what is sent names it.
const opened = { maxPoints: 20, attempt: 2 };

describe('checkGrade', () => {
  it('takes a whole number from 0 to the points, with the feedback trimmed', () => {
    expect(checkGrade({ grade: ' 17 ', feedback: ' Clear question. ' }, opened)).toEqual({
      ok: true,
      input: { grade: 17, feedback: 'Clear question.', attempt: 2 },
    });
    expect(checkGrade({ grade: '0', feedback: '' }, opened)).toEqual({
      ok: true,
      input: { grade: 0, feedback: '', attempt: 2 },
    });
    expect(checkGrade({ grade: '20', feedback: '' }, opened).ok).toBe(true);
  });

  it.each(['', '21', '-1', '7.5', 'ten', '1e1'])('refuses %j, saying the range', (grade) => {
    expect(checkGrade({ grade, feedback: '' }, opened)).toEqual({
      ok: false,
      errors: { grade: 'Give the grade as a whole number from 0 to 20.' },
    });
  });

  it('refuses feedback that is too long, with the shared message', () => {
    expect(checkGrade({ grade: '5', feedback: 'x'.repeat(10001) }, opened)).toEqual({
      ok: false,
      errors: { feedback: 'Keep the feedback to 10,000 characters or fewer.' },
    });
  });
});

describe('checkReturn', () => {
  it('needs feedback saying what to change', () => {
    expect(checkReturn({ grade: '', feedback: '  ' }, opened)).toEqual({
      ok: false,
      errors: { feedback: 'Say what needs to change before you return the work.' },
    });
    expect(checkReturn({ grade: 'anything', feedback: 'Add your sources.' }, opened)).toEqual({
      ok: true,
      input: { feedback: 'Add your sources.', attempt: 2 },
    });
  });
});
