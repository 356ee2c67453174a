import * as z from 'zod/mini';
import { SUBMISSION_STATES } from '../../schemas/learning.js';
import { operation } from '../operation.js';
import { mentorSummary } from './cohorts.js';
import { studentCohort } from './modules.js';
import { studentAssignmentSummary } from './submissions.js';

/** What a student's home and progress screens show. */
export const studentOverview = z.strictObject({
  cohort: z.nullable(studentCohort),
  progress: z.strictObject({
    modulesOpened: z.int(),
    modulesTotal: z.int(),
    modulesDone: z.int(),
    assignmentsTotal: z.int(),
    assignmentsHandedIn: z.int(),
    assignmentsGraded: z.int(),
    /** Mean of graded work as a percentage of its points, or null before any grade. */
    averagePercent: z.nullable(z.int()),
  }),
  /** Not yet handed in (or returned for changes), soonest due first; at most five. */
  dueNext: z.array(studentAssignmentSummary),
  /** Graded or returned work, newest first; at most five. */
  recentFeedback: z.array(
    z.strictObject({
      assignmentId: z.string(),
      title: z.string(),
      state: z.enum(SUBMISSION_STATES),
      grade: z.nullable(z.int()),
      maxPoints: z.int(),
      feedback: z.string(),
      markedAt: z.string(),
    }),
  ),
  mentor: z.nullable(mentorSummary),
  /** Mentor messages the student has not read. */
  unreadMessages: z.int(),
});
export type StudentOverview = z.output<typeof studentOverview>;

export const getStudentOverview = operation({
  id: 'getStudentOverview',
  method: 'GET',
  path: '/student/overview',
  summary: 'Your progress, what is due next, recent feedback, your mentor and unread messages; zeros without a cohort',
  answer: studentOverview,
  status: 200,
  access: { anyOf: ['access_student_portal'] },
  refusals: [401, 403],
});

/** The student's home: how far they are and what comes next. */
export const overviewOperations = [getStudentOverview] as const;
