import { DataError } from '@sla/data';

/** What the mentoring endpoints say when they refuse, in the words the screens show. */
export const MENTORING_MESSAGES = {
  noMentor: 'You have no mentor yet.',
  noSuchMentorship: 'No such mentorship.',
  noSuchTask: 'No such task.',
  ended: 'This mentorship has ended: you can still read it, but no longer add messages, check-ins or tasks.',
  metOnFuture: 'The date you met cannot be in the future.',
  tooManyMessages: 'You have sent a lot of messages in a short time. Please wait a few minutes before sending another.',
} as const;

/** 404: also the answer to someone signed in who is neither side of the mentorship, so it never shows it exists. */
export const noSuchMentorship = () => new DataError('not_found', MENTORING_MESSAGES.noSuchMentorship);
export const mentorshipEnded = () => new DataError('conflict', MENTORING_MESSAGES.ended);
export const noSuchTask = () => new DataError('not_found', MENTORING_MESSAGES.noSuchTask);
