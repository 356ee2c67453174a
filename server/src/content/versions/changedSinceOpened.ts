import { DataError } from '@sla/contract';
import { CONTENT_MESSAGES } from '@sla/contract/schemas';

/** 409 for a save based on an older version than the latest: nothing is written, and the editor keeps their text. */
export const changedSinceOpened = () => new DataError('conflict', CONTENT_MESSAGES.changedSinceOpened);
