import type { Answers, ApplicationForm, FormQuestion } from '@sla/data';

/** Ids of the questions the applicant types or ticks (everything but files). */
export function typedQuestionIds(form: ApplicationForm): Set<string> {
  const ids = new Set<string>();
  for (const section of form.sections)
    for (const question of section.questions) if (question.type !== 'file') ids.add(question.id);
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
