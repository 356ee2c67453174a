import { DataError } from '@sla/data';
import { CONTENT_MESSAGES } from '@sla/data/schemas';

/** 409 for a save based on an older version than the latest: nothing is written, and the editor keeps their text. */
export const changedSinceOpened = () => new DataError('conflict', CONTENT_MESSAGES.changedSinceOpened);
