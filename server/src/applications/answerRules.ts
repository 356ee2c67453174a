import type { AnswerValue, Answers, ApplicationForm, FieldErrors, FormQuestion } from '@sla/data';
import { APPLICATION_MESSAGES as M } from './applicationMessages.js';

/** A short text's length limit when the programme set none (the applicant portal uses the same). */
export const DEFAULT_MAX_LENGTH = 200;

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function questionsOf(form: ApplicationForm): Map<string, FormQuestion> {
  return new Map(form.sections.flatMap((section) => section.questions.map((question) => [question.id, question] as const)));
}

/**
 * What is wrong with one typed answer, or null. Empty answers pass: autosave keeps half-finished drafts, and whether a
 * required question is answered is asked at submit only. File answers are set by uploading, never typed.
 */
export function answerProblem(question: FormQuestion, value: AnswerValue): string | null {
  if (question.type === 'file') return M.fileByUpload;
  if (isEmptyAnswer(value)) return null;
  switch (question.type) {
    case 'short_text': {
      if (typeof value !== 'string') return M.giveText;
      const max = question.maxLength ?? DEFAULT_MAX_LENGTH;
      return value.length > max ? M.tooLong(max, value.length) : null;
    }
    case 'long_text': {
      if (typeof value !== 'string') return M.giveText;
      const words = countWords(value);
      return question.wordLimit && words > question.wordLimit ? M.tooManyWords(question.wordLimit, words) : null;
    }
    case 'date':
      return typeof value === 'string' && isRealDate(value) ? null : M.realDate;
    case 'choice': {
      const options = question.options ?? [];
      if (!question.multiple) return typeof value === 'string' ? (options.includes(value) ? null : M.chooseFromOptions) : M.chooseOne;
      const chosen = Array.isArray(value) ? value : [value as string];
      if (chosen.some((option) => !options.includes(option))) return M.chooseFromOptions;
      return new Set(chosen).size === chosen.length ? null : M.chooseDistinct;
    }
  }
}

/** Problems with typed answers, keyed by question id; questions not on the application's form are refused. */
export function answersProblems(form: ApplicationForm, answers: Answers): FieldErrors {
  const questions = questionsOf(form);
  const problems: FieldErrors = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = questions.get(id);
    const problem = question ? answerProblem(question, value) : M.notOnForm;
    if (problem) problems[id] = problem;
  }
  return problems;
}

/**
 * Before submitting: every required question answered (a file question by a file that is still there), and every
 * answer still within its limits.
 */
export function submissionProblems(form: ApplicationForm, answers: Answers, fileIds: ReadonlySet<string>): FieldErrors {
  const problems: FieldErrors = {};
  for (const question of questionsOf(form).values()) {
    const value = answers[question.id];
    if (question.type === 'file') {
      const uploaded = typeof value === 'string' && fileIds.has(value);
      if (question.required && !uploaded) problems[question.id] = M.answerThis;
      continue;
    }
    if (isEmptyAnswer(value)) {
      if (question.required) problems[question.id] = M.answerThis;
      continue;
    }
    const problem = answerProblem(question, value!);
    if (problem) problems[question.id] = problem;
  }
  return problems;
}
