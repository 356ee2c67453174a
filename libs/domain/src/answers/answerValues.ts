import type { AnswerValue } from '@sla/contract';

/** A short text's length limit when the programme set none. */
export const DEFAULT_MAX_LENGTH = 200;

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** No answer at all: nothing stored, nothing ticked, or only spaces typed. */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return value.trim() === '';
}

/** The answer as text, for a question that takes text (an array or null reads as empty). */
export function textOf(value: AnswerValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** The ticked options of a choice question, whether it stores one string or several. */
export function choicesOf(value: AnswerValue | undefined): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' && value ? [value] : [];
}
