import { directoryOperations } from './directory.js';
import { messageOperations } from './messages.js';
import type { Operation } from '../operation.js';
import { photoOperations } from './photos.js';
import { profileOperations } from './profiles.js';
import { storyOperations } from './stories.js';
import { opportunityOperations } from './opportunities.js';

export * from './profiles.js';
export * from './directory.js';
export * from './photos.js';
export * from './messages.js';
export * from './stories.js';
export * from './opportunities.js';

/** The alumni network: profiles, the directory, photos, messages, their own stories (the alumni team's area). */
export const alumniOperations: readonly Operation[] = [
  ...profileOperations,
  ...directoryOperations,
  ...photoOperations,
  ...messageOperations,
  ...storyOperations,
  ...opportunityOperations,
];
