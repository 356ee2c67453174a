import type { AnswerValue, FormQuestion, FormSection, UploadedFile } from '@sla/data';
import { choicesOf, countWords, DEFAULT_MAX_LENGTH, isEmpty, textOf } from './answers.js';

export type QuestionErrors = Record<string, string>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function requiredMessage(question: FormQuestion): string {
  switch (question.type) {
    case 'choice':
      return question.multiple ? 'Choose at least one option.' : 'Choose an option.';
    case 'date':
      return 'Enter a date.';
    case 'file':
      return 'Upload a file.';
    default:
      return 'Answer this question.';
  }
}

/**
 * What is wrong with one answer, in plain words, or null. The same limits the server checks, so an
 * applicant learns about a problem beside the field rather than after pressing Submit.
 */
export function validateAnswer(question: FormQuestion, value: AnswerValue | undefined, files: readonly UploadedFile[]): string | null {
  if (question.type === 'file') {
    const uploaded = typeof value === 'string' && files.some((file) => file.id === value);
    return question.required && !uploaded ? requiredMessage(question) : null;
  }
  if (isEmpty(value)) return question.required ? requiredMessage(question) : null;

  switch (question.type) {
    case 'short_text': {
      const max = question.maxLength ?? DEFAULT_MAX_LENGTH;
      const length = textOf(value).length;
      return length > max ? `Keep it to ${max} characters or fewer (you have ${length}).` : null;
    }
    case 'long_text': {
      const words = countWords(textOf(value));
      return question.wordLimit && words > question.wordLimit
        ? `Keep it to ${question.wordLimit} words or fewer (you have ${words}).`
        : null;
    }
    case 'date':
      return isRealDate(textOf(value)) ? null : 'Enter a real date, for example 2007-03-14.';
    case 'choice': {
      const chosen = choicesOf(value);
      const options = question.options ?? [];
      if (chosen.some((option) => !options.includes(option))) return 'Choose from the options given.';
      return !question.multiple && chosen.length > 1 ? 'Choose only one option.' : null;
    }
  }
  return null;
}

/** Every problem in one section, keyed by question id, in the order the questions appear. */
export function validateSection(
  section: FormSection,
  answers: Record<string, AnswerValue>,
  files: readonly UploadedFile[],
): QuestionErrors {
  const errors: QuestionErrors = {};
  for (const question of section.questions) {
    const error = validateAnswer(question, answers[question.id], files);
    if (error) errors[question.id] = error;
  }
  return errors;
}

/** Every problem in the whole form. */
export function validateForm(
  sections: readonly FormSection[],
  answers: Record<string, AnswerValue>,
  files: readonly UploadedFile[],
): QuestionErrors {
  return Object.assign({}, ...sections.map((section) => validateSection(section, answers, files))) as QuestionErrors;
}
