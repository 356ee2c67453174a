import type { Operation } from '../operation.js';

/** Applying and reviewing: programmes' forms, applications, files, reviews and decisions (the applications team's area). */
export const applicationOperations: readonly Operation[] = [];
