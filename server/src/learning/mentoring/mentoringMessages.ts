import { DataError } from '@sla/contract';
import { MENTORING_MESSAGES } from '@sla/contract/serviceMessages';

export { MENTORING_MESSAGES };

/** 404: also the answer to someone signed in who is neither side of the mentorship, so it never shows it exists. */
export const noSuchMentorship = () => new DataError('not_found', MENTORING_MESSAGES.noSuchMentorship);
export const mentorshipEnded = () => new DataError('conflict', MENTORING_MESSAGES.ended);
export const noSuchTask = () => new DataError('not_found', MENTORING_MESSAGES.noSuchTask);
