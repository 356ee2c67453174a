import { DataError, type FieldErrors } from '@sla/data';
import type { ProgramSettingsInput } from '@sla/data/schemas';
import { PROGRAM_MESSAGES } from './programMessages.js';

/**
 * The rules the shared schema cannot express, keyed like the schema's own messages ("form.sections.0.questions.2.options")
 * so the settings screen shows each beside its field: the window in order, ids unique (answers and scores are keyed by
 * them), a choice with something to choose from, and a score scale that goes up.
 */
export function programSettingsProblems(input: ProgramSettingsInput): FieldErrors {
  const problems: FieldErrors = {};
  const add = (path: string, message: string) => {
    problems[path] ??= message;
  };

  if (input.opensAt && input.closesAt && Date.parse(input.closesAt) <= Date.parse(input.opensAt)) add('closesAt', PROGRAM_MESSAGES.closesBeforeOpening);

  const sectionIds = new Set<string>();
  const questionIds = new Set<string>();
  input.form.sections.forEach((section, sectionIndex) => {
    const sectionPath = `form.sections.${sectionIndex}`;
    if (sectionIds.has(section.id)) add(`${sectionPath}.id`, PROGRAM_MESSAGES.duplicateSectionId);
    sectionIds.add(section.id);
    section.questions.forEach((question, questionIndex) => {
      const path = `${sectionPath}.questions.${questionIndex}`;
      if (questionIds.has(question.id)) add(`${path}.id`, PROGRAM_MESSAGES.duplicateQuestionId);
      questionIds.add(question.id);
      if (question.type === 'choice') {
        const options = question.options ?? [];
        if (options.length < 2) add(`${path}.options`, PROGRAM_MESSAGES.tooFewOptions);
        else if (new Set(options).size !== options.length) add(`${path}.options`, PROGRAM_MESSAGES.duplicateOption);
      }
    });
  });

  const criterionIds = new Set<string>();
  input.rubric.criteria.forEach((criterion, index) => {
    const path = `rubric.criteria.${index}`;
    if (criterionIds.has(criterion.id)) add(`${path}.id`, PROGRAM_MESSAGES.duplicateCriterionId);
    criterionIds.add(criterion.id);
    if (criterion.scaleMax <= criterion.scaleMin) add(`${path}.scaleMax`, PROGRAM_MESSAGES.scaleOrder);
  });
  return problems;
}

export function requireValidProgramSettings(input: ProgramSettingsInput): void {
  const problems = programSettingsProblems(input);
  if (Object.keys(problems).length) throw new DataError('invalid_input', 'Some fields need attention.', problems);
}
