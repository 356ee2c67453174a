/** What staff and applicants read when a programme request is refused. */
export const PROGRAM_MESSAGES = {
  notFound: 'No such programme.',
  slugTaken: 'Another programme already uses this address.',
  hasApplications: 'This programme has applications, so it cannot be deleted. Close or archive it instead.',
  closesBeforeOpening: 'Applications must close after they open.',
  duplicateQuestionId: 'Another question on this form already uses this id.',
  duplicateSectionId: 'Another section already uses this id.',
  duplicateCriterionId: 'Another criterion already uses this id.',
  duplicateOption: 'Each option must be different.',
  scaleOrder: 'The top of the scale must be above the bottom.',
  tooFewOptions: 'Offer at least 2 options.',
} as const;
