import { announcementOperations } from './announcements.js';
import { assignmentOperations } from './assignments.js';
import { cohortCopyOperations } from './cohortCopy.js';
import { calendarOperations } from './calendar.js';
import { cohortOperations } from './cohorts.js';
import { gradingOperations } from './grading.js';
import { mentoringOperations } from './mentoring.js';
import { mentorRequestOperations } from './mentorRequests.js';
import { mentorshipEndingOperations } from './mentorshipEndings.js';
import { moduleOperations } from './modules.js';
import { overviewOperations } from './overview.js';
import { submissionOperations } from './submissions.js';
import type { Operation } from '../operation.js';

export * from './announcements.js';
export * from './assignments.js';
export * from './cohortCopy.js';
export * from './calendar.js';
export * from './cohorts.js';
export * from './grading.js';
export * from './mentoring.js';
export * from './mentorRequests.js';
export * from './mentorshipEndings.js';
export * from './modules.js';
export * from './overview.js';
export * from './rubrics.js';
export * from './submissions.js';

/** Running programmes: cohorts, modules, assignments, grading, mentoring, announcements (the learning team's area). */
export const learningOperations: readonly Operation[] = [
  ...cohortOperations,
  ...cohortCopyOperations,
  ...moduleOperations,
  ...assignmentOperations,
  ...overviewOperations,
  ...calendarOperations,
  ...submissionOperations,
  ...gradingOperations,
  ...mentoringOperations,
  ...mentorRequestOperations,
  ...mentorshipEndingOperations,
  ...announcementOperations,
];
