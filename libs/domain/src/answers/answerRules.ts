import type { AnswerValue, Answers, ApplicationForm, FieldErrors, FormQuestion, FormSection } from '@sla/contract';
import { ANSWER_MESSAGES as M } from './answerMessages.js';
import { countWords, DEFAULT_MAX_LENGTH, isEmptyAnswer } from './answerValues.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date written YYYY-MM-DD that is on the calendar (no 30 February). */
function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function questionsOf(form: ApplicationForm): Map<string, FormQuestion> {
  return new Map(form.sections.flatMap((section) => section.questions.map((question) => [question.id, question] as const)));
}

/** What to ask for when a required question has no answer, in words that fit the question. */
export function missingAnswerMessage(question: FormQuestion): string {
  switch (question.type) {
    case 'choice':
      return question.multiple ? M.chooseAtLeastOne : M.chooseAnOption;
    case 'date':
      return M.enterDate;
    case 'file':
      return M.uploadFile;
    default:
      return M.answerThis;
  }
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
      if (!question.multiple)
        return typeof value === 'string' ? (options.includes(value) ? null : M.chooseFromOptions) : M.chooseOne;
      const chosen = Array.isArray(value) ? value : [value as string];
      if (chosen.some((option) => !options.includes(option))) return M.chooseFromOptions;
      return new Set(chosen).size === chosen.length ? null : M.chooseDistinct;
    }
  }
}

/** Problems with typed answers as autosave sends them, keyed by question id; questions not on the form are refused. */
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

/** A required question still without its answer; a file question's answer counts only while its file is still there. */
function isUnanswered(question: FormQuestion, value: AnswerValue | undefined, fileIds: ReadonlySet<string>): boolean {
  if (!question.required) return false;
  if (question.type === 'file') return !(typeof value === 'string' && fileIds.has(value));
  return isEmptyAnswer(value);
}

/** What stops one answer being submitted: unanswered while required, or outside its limits. Null when it may go. */
export function submissionProblem(
  question: FormQuestion,
  value: AnswerValue | undefined,
  fileIds: ReadonlySet<string>,
): string | null {
  if (isUnanswered(question, value, fileIds)) return missingAnswerMessage(question);
  if (question.type === 'file' || value === undefined || isEmptyAnswer(value)) return null;
  return answerProblem(question, value);
}

/** Every problem in one section at submit, keyed by question id, in the order the questions appear. */
export function sectionProblems(
  section: Pick<FormSection, 'questions'>,
  answers: Answers,
  fileIds: ReadonlySet<string>,
): FieldErrors {
  const problems: FieldErrors = {};
  for (const question of section.questions) {
    const problem = submissionProblem(question, answers[question.id], fileIds);
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/**
 * Before submitting: every required question answered (a file question by a file that is still there), and every
 * answer still within its limits. Keyed by question id, in the form's order.
 */
export function submissionProblems(form: ApplicationForm, answers: Answers, fileIds: ReadonlySet<string>): FieldErrors {
  return Object.assign({}, ...form.sections.map((section) => sectionProblems(section, answers, fileIds))) as FieldErrors;
}

/** The required questions still unanswered, in the form's order. */
export function unansweredQuestions(form: ApplicationForm, answers: Answers, fileIds: ReadonlySet<string>): FormQuestion[] {
  return [...questionsOf(form).values()].filter((question) => isUnanswered(question, answers[question.id], fileIds));
}
