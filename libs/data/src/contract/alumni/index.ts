import type { Operation } from '../operation.js';

/** The alumni network: profiles, the directory, photos, messages (the alumni team's area). */
export const alumniOperations: readonly Operation[] = [];
