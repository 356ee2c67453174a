import { describe, expect, it } from 'vitest';
import type { ApplicationForm, FormQuestion } from '@sla/contract';
import { ANSWER_MESSAGES as M } from './answerMessages.js';
import {
  answerProblem,
  answersProblems,
  sectionProblems,
  submissionProblem,
  submissionProblems,
  unansweredQuestions,
} from './answerRules.js';
import { choicesOf, countWords, isEmptyAnswer, textOf } from './answerValues.js';

const FORM: ApplicationForm = {
  sections: [
    {
      id: 'about',
      title: 'About you',
      questions: [
        { id: 'name', type: 'short_text', label: 'Your name', required: true, maxLength: 40 },
        { id: 'essay', type: 'long_text', label: 'Why this programme?', required: true, wordLimit: 20 },
        { id: 'track', type: 'choice', label: 'Track', required: true, options: ['Science', 'Leadership'] },
        {
          id: 'interests',
          type: 'choice',
          label: 'Interests',
          required: false,
          options: ['Maths', 'Biology', 'Coding'],
          multiple: true,
        },
        { id: 'born', type: 'date', label: 'Date of birth', required: false },
      ],
    },
    { id: 'documents', title: 'Documents', questions: [{ id: 'cv', type: 'file', label: 'Your CV', required: true }] },
  ],
};

const question = (overrides: Partial<FormQuestion>): FormQuestion => ({
  id: 'q',
  type: 'short_text',
  label: 'Q',
  required: true,
  ...overrides,
});
const NO_FILES = new Set<string>();

describe('reading an answer', () => {
  it('counts words as runs of non-space characters', () => {
    expect([countWords(''), countWords('   '), countWords('  one two\nthree\t four ')]).toEqual([0, 0, 4]);
  });

  it('reads spaces, nothing ticked and no value alike as empty', () => {
    expect([null, undefined, '  ', []].map(isEmptyAnswer)).toEqual([true, true, true, true]);
    expect([isEmptyAnswer('x'), isEmptyAnswer(['A'])]).toEqual([false, false]);
  });

  it('reads text and ticked options whichever way they are stored', () => {
    expect([textOf('a'), textOf(['a']), textOf(null)]).toEqual(['a', '', '']);
    expect([choicesOf('A'), choicesOf(['A', 'B']), choicesOf(''), choicesOf(null)]).toEqual([['A'], ['A', 'B'], [], []]);
  });
});

describe('a typed answer', () => {
  it('lets empty answers through while saving: required-ness is for submit', () => {
    expect(answersProblems(FORM, { name: '', essay: null, track: '', interests: [], born: '' })).toEqual({});
  });

  it('refuses answers to questions not on the form, and typed answers to file questions', () => {
    expect(answersProblems(FORM, { unknown: 'hello', cv: 'some-file-id' })).toEqual({ unknown: M.notOnForm, cv: M.fileByUpload });
  });

  it('applies the default 200-character limit to short text without one, and the question’s own', () => {
    const short = question({ required: false });
    expect(answerProblem(short, 'x'.repeat(200))).toBeNull();
    expect(answerProblem(short, 'x'.repeat(201))).toBe('Keep it to 200 characters or fewer (you have 201).');
    expect(answerProblem(question({ maxLength: 5 }), 'abcde')).toBeNull();
    expect(answerProblem(short, ['x'])).toBe(M.giveText);
  });

  it('counts the words of long text against its limit', () => {
    const essay = question({ type: 'long_text', wordLimit: 3 });
    expect(answerProblem(essay, 'one two three')).toBeNull();
    expect(answerProblem(essay, 'one two three four')).toBe('Keep it to 3 words or fewer (you have 4).');
    expect(answerProblem(essay, ['x'])).toBe(M.giveText);
  });

  it('takes one offered option, or several where the question allows it, each once', () => {
    const single = question({ type: 'choice', options: ['A', 'B'] });
    expect(answerProblem(single, 'A')).toBeNull();
    expect(answerProblem(single, 'C')).toBe('Choose from the options given.');
    expect(answerProblem(single, ['A', 'B'])).toBe('Choose only one option.');
    const multiple = question({ type: 'choice', options: ['A', 'B'], multiple: true });
    expect(answerProblem(multiple, ['A', 'B'])).toBeNull();
    expect(answerProblem(multiple, 'A')).toBeNull();
    expect(answerProblem(multiple, ['A', 'A'])).toBe('Choose each option once.');
    expect(answerProblem(multiple, ['A', 'C'])).toBe(M.chooseFromOptions);
  });

  it('checks real calendar dates', () => {
    const date = question({ type: 'date', required: false });
    expect(answerProblem(date, '2008-02-29')).toBeNull();
    expect(answerProblem(date, '2007-02-29')).toBe('Enter a real date, for example 2007-03-14.');
    expect(answerProblem(date, '2023-02-30')).toBe(M.realDate);
    expect(answerProblem(date, '14/03/2007')).toBe(M.realDate);
  });
});

describe('an answer at submit', () => {
  it('asks for a required answer in words that fit the question', () => {
    expect(submissionProblem(question({}), '  ', NO_FILES)).toBe('Answer this question.');
    expect(submissionProblem(question({ type: 'long_text' }), undefined, NO_FILES)).toBe(M.answerThis);
    expect(submissionProblem(question({ type: 'choice', options: ['A'] }), null, NO_FILES)).toBe('Choose an option.');
    expect(submissionProblem(question({ type: 'choice', options: ['A'], multiple: true }), [], NO_FILES)).toBe(
      'Choose at least one option.',
    );
    expect(submissionProblem(question({ type: 'date' }), '', NO_FILES)).toBe('Enter a date.');
    expect(submissionProblem(question({ required: false }), '', NO_FILES)).toBeNull();
  });

  it('takes a file question as answered only while its file is still there', () => {
    expect(submissionProblem(question({ type: 'file' }), 'file-1', NO_FILES)).toBe('Upload a file.');
    expect(submissionProblem(question({ type: 'file' }), 'file-1', new Set(['file-1']))).toBeNull();
    expect(submissionProblem(question({ type: 'file', required: false }), 'gone', NO_FILES)).toBeNull();
  });

  it('checks a given answer against its limits, as when saving', () => {
    expect(submissionProblem(question({ type: 'choice', options: ['A', 'B'], multiple: true }), ['A', 'A'], NO_FILES)).toBe(
      M.chooseDistinct,
    );
    expect(submissionProblem(question({ type: 'date', required: false }), '2023-02-30', NO_FILES)).toBe(M.realDate);
  });

  it('names every problem of a section or of the whole form by question id, in the form’s order', () => {
    const complete = { name: 'A', essay: 'Some words', track: 'Science', cv: 'f1' };
    expect(submissionProblems(FORM, { ...complete, cv: 'gone' }, new Set(['other']))).toEqual({ cv: M.uploadFile });
    expect(submissionProblems(FORM, complete, new Set(['f1']))).toEqual({});
    const problems = submissionProblems(FORM, { name: ' ', essay: 'word '.repeat(21), track: '', born: '2007-02-30' }, NO_FILES);
    expect(problems).toEqual({
      name: M.answerThis,
      essay: M.tooManyWords(20, 21),
      track: M.chooseAnOption,
      born: M.realDate,
      cv: M.uploadFile,
    });
    expect(Object.keys(problems)).toEqual(['name', 'essay', 'track', 'born', 'cv']);
    expect(sectionProblems(FORM.sections[1]!, {}, NO_FILES)).toEqual({ cv: M.uploadFile });
  });

  it('lists the required questions still unanswered, apart from answers that break a limit', () => {
    const answers = { name: 'x'.repeat(41), essay: 'Some words', track: '' };
    expect(unansweredQuestions(FORM, answers, NO_FILES).map((unanswered) => unanswered.id)).toEqual(['track', 'cv']);
    expect(unansweredQuestions(FORM, { ...answers, track: 'Science', cv: 'f1' }, new Set(['f1']))).toEqual([]);
  });
});
