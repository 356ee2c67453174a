import { assignmentOperations } from './assignments.js';
import { cohortOperations } from './cohorts.js';
import { gradingOperations } from './grading.js';
import { mentoringOperations } from './mentoring.js';
import { moduleOperations } from './modules.js';
import { overviewOperations } from './overview.js';
import { submissionOperations } from './submissions.js';
import type { Operation } from '../operation.js';

export * from './assignments.js';
export * from './cohorts.js';
export * from './grading.js';
export * from './mentoring.js';
export * from './modules.js';
export * from './overview.js';
export * from './rubrics.js';
export * from './submissions.js';

/** Running programmes: cohorts, modules, assignments, grading, mentoring (the learning team's area). */
export const learningOperations: readonly Operation[] = [
  ...cohortOperations,
  ...moduleOperations,
  ...assignmentOperations,
  ...overviewOperations,
  ...submissionOperations,
  ...gradingOperations,
  ...mentoringOperations,
];
