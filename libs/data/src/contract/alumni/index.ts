import type { Operation } from '../operation.js';
import { storyOperations } from './stories.js';

export * from './stories.js';

/** The alumni network: profiles, the directory, photos, messages (the alumni team's area). */
export const alumniOperations: readonly Operation[] = [...storyOperations];
