import type { AnswerValue, Answers, ApplicationForm, FormQuestion } from '@sla/data';

/** A short text's length limit when the programme set none. */
export const DEFAULT_MAX_LENGTH = 200;

/** Words as a reader counts them: runs of non-space characters. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

export function isEmpty(value: AnswerValue | undefined): boolean {
  if (value == null) return true;
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

/** Ids of the questions the applicant types or ticks (everything but files). */
export function typedQuestionIds(form: ApplicationForm): Set<string> {
  const ids = new Set<string>();
  for (const section of form.sections) for (const question of section.questions) if (question.type !== 'file') ids.add(question.id);
  return ids;
}

/** The answers to this form's typed questions only, as kept in the local copy and autosaved. */
export function typedAnswers(form: ApplicationForm, answers: Answers): Answers {
  const typed = typedQuestionIds(form);
  return Object.fromEntries(Object.entries(answers).filter(([id]) => typed.has(id)));
}

export function questionElementId(question: Pick<FormQuestion, 'id'>): string {
  return `q-${question.id}`;
}
