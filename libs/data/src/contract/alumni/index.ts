import { directoryOperations } from './directory.js';
import { messageOperations } from './messages.js';
import type { Operation } from '../operation.js';
import { photoOperations } from './photos.js';
import { profileOperations } from './profiles.js';

export * from './profiles.js';
export * from './directory.js';
export * from './photos.js';
export * from './messages.js';

/** The alumni network: profiles, the directory, photos, messages (the alumni team's area). */
export const alumniOperations: readonly Operation[] = [
  ...profileOperations,
  ...directoryOperations,
  ...photoOperations,
  ...messageOperations,
];
