import { APPLICATION_MESSAGES } from '../applications/applicationMessages.js';

/** What staff read when review refuses something: plain words, saying what to do instead. */
export const REVIEW_MESSAGES = {
  // The applicants' words: a missing (or hidden) application reads the same from either side.
  notFound: APPLICATION_MESSAGES.notFound,
  fileNotFound: 'No such file on this application.',
  notAssigned: 'Only assigned reviewers can review this application.',
  released: 'The decision on this application has already been released, so it can no longer be reviewed.',
  noRubric: 'This programme has no rubric yet. Add its criteria in the programme settings before reviewing.',
  reviewSubmitted: (name: string) => `${name} has already submitted a review, so they stay assigned.`,
  conflicted: (name: string) => `${name} declared a conflict of interest on this application.`,
  notReviewers: (names: string[]) => `Only staff and admins can review: ${names.join(', ')} cannot be assigned.`,
  studentRoleNotDue: 'Only an accepted applicant whose decision has been released can be made a student here.',
  studentRoleAssigned: 'This applicant already has the student role.',
} as const;
