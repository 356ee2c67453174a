import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  assignmentInput,
  checkinInput,
  cohortInput,
  gradeInput,
  handInInput,
  LEARNING_MESSAGES,
  RUBRIC_LIMITS,
} from './learning.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const assignment = {
  title: 'Essay',
  instructions: '',
  moduleId: null,
  dueAt: '2027-03-01T14:00:00.000Z',
  fileTypes: ['application/pdf'],
  maxFileMb: 5,
  textAnswer: false,
  lateAccepted: false,
  maxPoints: 20,
};

describe('programme delivery inputs', () => {
  it('take only real calendar days, which PostgreSQL would also take', () => {
    const day = (metOn: string) => z.safeParse(checkinInput, { metOn, notes: 'Met', nextSteps: '' });
    expect(day('2027-02-28').success).toBe(true);
    expect(day('2028-02-29').success).toBe(true);
    for (const impossible of ['2027-02-30', '2027-13-01', '0000-01-01', '27-01-01', '2027-1-1', ''])
      expect(messagesOf(day(impossible)), impossible).toEqual([LEARNING_MESSAGES.metOn]);
  });

  it('refuse a cohort that ends before it starts, naming the end date', () => {
    const result = z.safeParse(cohortInput, {
      name: 'X 2027',
      startsOn: '2027-02-01',
      endsOn: '2027-01-31',
      acceptingStudents: false,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ message: LEARNING_MESSAGES.endsBeforeStart, path: ['endsOn'] });
  });

  it('want an assignment to take files, a typed answer or both', () => {
    expect(z.safeParse(assignmentInput, assignment).success).toBe(true);
    expect(z.safeParse(assignmentInput, { ...assignment, fileTypes: [], textAnswer: true }).success).toBe(true);
    expect(messagesOf(z.safeParse(assignmentInput, { ...assignment, fileTypes: [] }))).toEqual([LEARNING_MESSAGES.takesAnAnswer]);
    expect(messagesOf(z.safeParse(assignmentInput, { ...assignment, maxFileMb: 11 }))).toEqual([LEARNING_MESSAGES.maxFileMb]);
    expect(messagesOf(z.safeParse(assignmentInput, { ...assignment, fileTypes: ['text/html'] }))).toEqual([
      LEARNING_MESSAGES.fileTypes,
    ]);
  });

  it('take at most five files in a hand-in, and whole, non-negative grades', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `f${i}`);
    expect(z.safeParse(handInInput, { text: '', fileIds: ids(5) }).success).toBe(true);
    expect(messagesOf(z.safeParse(handInInput, { text: '', fileIds: ids(6) }))).toEqual([LEARNING_MESSAGES.chooseFiles]);
    expect(messagesOf(z.safeParse(gradeInput, { grade: 1.5, feedback: '', attempt: 1 }))).toEqual([LEARNING_MESSAGES.grade]);
    expect(messagesOf(z.safeParse(gradeInput, { grade: -1, feedback: '', attempt: 1 }))).toEqual([LEARNING_MESSAGES.grade]);
  });

  it('take a rubric of 1 to 20 criteria, each with 2 to 10 levels of whole points, or none', () => {
    const levels = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Level ${i}`, points: i }));
    const criteria = (n: number, each = 2) =>
      Array.from({ length: n }, (_, i) => ({ title: `Criterion ${i}`, description: '', levels: levels(each) }));
    const withRubric = (rubric: unknown) => z.safeParse(assignmentInput, { ...assignment, rubric });
    expect(withRubric({ criteria: criteria(1) }).success).toBe(true);
    expect(withRubric({ criteria: criteria(RUBRIC_LIMITS.criteria, RUBRIC_LIMITS.levels) }).success).toBe(true);
    expect(withRubric(null).success).toBe(true);
    expect(z.safeParse(assignmentInput, assignment).success).toBe(true);
    expect(messagesOf(withRubric({ criteria: [] }))).toEqual([LEARNING_MESSAGES.rubricCriteria]);
    expect(messagesOf(withRubric({ criteria: criteria(RUBRIC_LIMITS.criteria + 1) }))).toEqual([
      LEARNING_MESSAGES.rubricCriteria,
    ]);
    expect(messagesOf(withRubric({ criteria: criteria(1, 1) }))).toEqual([LEARNING_MESSAGES.rubricLevels]);
    expect(messagesOf(withRubric({ criteria: criteria(1, RUBRIC_LIMITS.levels + 1) }))).toEqual([LEARNING_MESSAGES.rubricLevels]);
    const level = (points: unknown, label = 'Good') => ({
      criteria: [
        {
          title: 'Clarity',
          description: '',
          levels: [
            { label, points },
            { label: 'Weak', points: 0 },
          ],
        },
      ],
    });
    for (const points of [-1, 1.5, 1001, '3'])
      expect(messagesOf(withRubric(level(points))), String(points)).toEqual([LEARNING_MESSAGES.levelPoints]);
    expect(messagesOf(withRubric(level(3, '  ')))).toEqual([LEARNING_MESSAGES.levelLabel]);
  });

  it('take a grade in points or as levels of the rubric, with comments of 2,000 characters at most', () => {
    const mark = (comment = '') => ({ criterionId: 'c-1', levelId: 'l-1', comment });
    expect(z.safeParse(gradeInput, { marks: [mark()], feedback: '', attempt: 1 }).success).toBe(true);
    expect(z.safeParse(gradeInput, { feedback: '', attempt: 1 }).success).toBe(true);
    expect(messagesOf(z.safeParse(gradeInput, { marks: [mark('x'.repeat(2001))], feedback: '', attempt: 1 }))).toEqual([
      LEARNING_MESSAGES.commentTooLong,
    ]);
    expect(messagesOf(z.safeParse(gradeInput, { marks: [{ ...mark(), levelId: '' }], feedback: '', attempt: 1 }))).toEqual([
      LEARNING_MESSAGES.chooseLevel,
    ]);
  });
});
