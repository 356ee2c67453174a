import type { FieldErrors } from '@sla/contract';
import { PROGRAM_SETTINGS_MESSAGES as M } from './programSettingsMessages.js';

/**
 * The parts of a programme's settings these rules read. Loose on purpose: the settings screen checks what was
 * typed before the shared schema has accepted it, so a number may still be missing.
 */
export interface ProgramSettingsShape {
  opensAt?: string | null;
  closesAt?: string | null;
  form: { sections: readonly { id: string; questions: readonly { id: string; type: string; options?: readonly string[] }[] }[] };
  rubric: { criteria: readonly { id: string; scaleMin?: number; scaleMax?: number }[] };
}

/**
 * The rules the shared schema cannot express, keyed like the schema's own messages ("form.sections.0.questions.2.options")
 * so the settings screen shows each beside its field: the window in order, ids unique (answers and scores are keyed by
 * them), a choice with something to choose from, and a score scale that goes up.
 */
export function programSettingsProblems(input: ProgramSettingsShape): FieldErrors {
  const problems: FieldErrors = {};
  const add = (path: string, message: string) => {
    problems[path] ??= message;
  };

  if (input.opensAt && input.closesAt && Date.parse(input.closesAt) <= Date.parse(input.opensAt))
    add('closesAt', M.closesBeforeOpening);

  const sectionIds = new Set<string>();
  const questionIds = new Set<string>();
  input.form.sections.forEach((section, sectionIndex) => {
    const sectionPath = `form.sections.${sectionIndex}`;
    if (sectionIds.has(section.id)) add(`${sectionPath}.id`, M.duplicateSectionId);
    sectionIds.add(section.id);
    section.questions.forEach((question, questionIndex) => {
      const path = `${sectionPath}.questions.${questionIndex}`;
      if (questionIds.has(question.id)) add(`${path}.id`, M.duplicateQuestionId);
      questionIds.add(question.id);
      if (question.type === 'choice') {
        const options = question.options ?? [];
        if (options.length < 2) add(`${path}.options`, M.tooFewOptions);
        else {
          const repeated = options.find((option, index) => options.indexOf(option) !== index);
          if (repeated !== undefined) add(`${path}.options`, M.duplicateOption(repeated));
        }
      }
    });
  });

  const criterionIds = new Set<string>();
  input.rubric.criteria.forEach((criterion, index) => {
    const path = `rubric.criteria.${index}`;
    if (criterionIds.has(criterion.id)) add(`${path}.id`, M.duplicateCriterionId);
    criterionIds.add(criterion.id);
    // A bound still missing (not typed yet) is the schema's to report.
    if (criterion.scaleMin !== undefined && criterion.scaleMax !== undefined && criterion.scaleMax <= criterion.scaleMin)
      add(`${path}.scaleMax`, M.scaleOrder);
  });
  return problems;
}
