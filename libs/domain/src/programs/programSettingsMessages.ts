/** What staff read beside a programme setting that breaks a rule the shared schema cannot express. */
export const PROGRAM_SETTINGS_MESSAGES = {
  closesBeforeOpening: 'Applications must close after they open.',
  duplicateQuestionId: 'Another question on this form already uses this id.',
  duplicateSectionId: 'Another section already uses this id.',
  duplicateCriterionId: 'Another criterion already uses this id.',
  duplicateOption: (option: string) => `“${option}” is listed twice.`,
  scaleOrder: 'The top of the scale must be above the bottom.',
  tooFewOptions: 'Offer at least 2 options.',
} as const;
