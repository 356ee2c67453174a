/** What staff and applicants read when a programme request is refused. */
export const PROGRAM_MESSAGES = {
  notFound: 'No such programme.',
  slugTaken: 'Another programme already uses this address.',
  hasApplications: 'This programme has applications, so it cannot be deleted. Close or archive it instead.',
  // A setting that breaks a rule beside its field: PROGRAM_SETTINGS_MESSAGES in @sla/domain.
} as const;
