/** What the service says to a student about their work, in words a screen shows as they are. */
export const SUBMISSION_MESSAGES = {
  graded: 'This work has been graded, so it cannot be handed in again.',
  dueAndHandedIn: (due: string) =>
    `This assignment was due on ${due}. Your work was handed in before then, and it can no longer be changed.`,
  handedInLate: (due: string) =>
    `This assignment was due on ${due}. You handed this in after the due date already; it can no longer be changed.`,
  lateRefused: (due: string) => `This assignment was due on ${due}. Late work is not accepted.`,
  notActive: 'You are no longer taking part in this cohort, so work can no longer be handed in.',
  nothingToHandIn: 'Hand in at least one file or a typed answer.',
  noTextAnswer: 'This assignment takes files only, not a typed answer.',
  notYourFiles: 'Hand in only files you uploaded for this assignment.',
  takesNoFiles: 'This assignment takes a typed answer, not files.',
  tooManyWaiting: 'You already have 5 files waiting to be handed in. Remove one before adding another.',
  fileHandedIn:
    'This file is part of the work you handed in, so it cannot be removed. Hand the work in again without it to leave it out.',
  noSuchFile: 'No such file.',
} as const;
