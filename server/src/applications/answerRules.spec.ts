import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M } from './applicationMessages.js';
import { answerProblem, answersProblems, countWords, submissionProblems } from './answerRules.js';
import { FORM } from './testing.js';

describe('answer rules', () => {
  it('counts words as runs of non-space characters', () => {
    expect(countWords('  one two\nthree\t four ')).toBe(4);
    expect(countWords('   ')).toBe(0);
  });

  it('lets empty answers through while saving: required-ness is for submit', () => {
    expect(answersProblems(FORM, { name: '', essay: null, track: '', interests: [], born: '' })).toEqual({});
  });

  it('applies the default 200-character limit to short text without one', () => {
    const question = { id: 'q', type: 'short_text' as const, label: 'Q', required: false };
    expect(answerProblem(question, 'x'.repeat(200))).toBeNull();
    expect(answerProblem(question, 'x'.repeat(201))).toBe(M.tooLong(200, 201));
    expect(answerProblem(question, ['x'])).toBe(M.giveText);
  });

  it('takes several options only where the question allows it, each once', () => {
    const multiple = { id: 'm', type: 'choice' as const, label: 'M', required: false, options: ['A', 'B'], multiple: true };
    expect(answerProblem(multiple, ['A', 'B'])).toBeNull();
    expect(answerProblem(multiple, ['A', 'A'])).toBe(M.chooseDistinct);
    expect(answerProblem(multiple, ['A', 'C'])).toBe(M.chooseFromOptions);
  });

  it('checks real calendar dates', () => {
    const date = { id: 'd', type: 'date' as const, label: 'D', required: false };
    expect(answerProblem(date, '2008-02-29')).toBeNull();
    expect(answerProblem(date, '2007-02-29')).toBe(M.realDate);
    expect(answerProblem(date, '14/03/2007')).toBe(M.realDate);
  });

  it('at submit asks for every required answer, a file question answered by a file that exists', () => {
    expect(submissionProblems(FORM, { name: 'A', essay: 'Some words', track: 'Science', cv: 'gone' }, new Set(['other']))).toEqual({ cv: M.answerThis });
    expect(submissionProblems(FORM, { name: 'A', essay: 'Some words', track: 'Science', cv: 'f1' }, new Set(['f1']))).toEqual({});
    expect(submissionProblems(FORM, { name: ' ', essay: 'word '.repeat(21), track: 'Science', cv: 'f1' }, new Set(['f1']))).toEqual({ name: M.answerThis, essay: M.tooManyWords(20, 21) });
  });
});
