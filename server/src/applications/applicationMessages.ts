/** What an applicant reads when a request about their application is refused; plain words for someone on a phone. */
export const APPLICATION_MESSAGES = {
  notFound: 'No such application.',
  programNotFound: 'No such programme.',
  withdrawnBefore: (name: string) => `You withdrew your application to ${name}, so you cannot apply again this round.`,
  closed: (name: string) => `Applications for ${name} are closed.`,
  opensOn: (name: string, date: string) => `Applications for ${name} open on ${date}.`,
  deadlinePassedSubmit: (name: string) => `The deadline for ${name} has passed, so this application can no longer be submitted.`,
  closedSubmit: (name: string) => `Applications for ${name} are closed, so this application can no longer be submitted.`,
  deadlinePassedChange: (name: string) => `The deadline for ${name} has passed, so this application can no longer be changed.`,
  closedChange: (name: string) => `Applications for ${name} are closed, so this application can no longer be changed.`,
  // Beside each question, the answer rules' own words: ANSWER_MESSAGES in @sla/domain.
  unanswered: 'Some required questions are not answered yet.',
  invalidAnswers: 'Some answers need attention.',
} as const;
