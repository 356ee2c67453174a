import { cohortOperations } from './cohorts.js';
import type { Operation } from '../operation.js';

export * from './cohorts.js';

/** Running programmes: cohorts, modules, assignments, grading, mentoring (the learning team's area). */
export const learningOperations: readonly Operation[] = [...cohortOperations];
