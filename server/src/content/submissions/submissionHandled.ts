import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';

/** 409: another editor already took it on, published it or sent it back. */
export const submissionHandled = () => new DataError('conflict', CONTENT_MESSAGES.submissionHandled);
