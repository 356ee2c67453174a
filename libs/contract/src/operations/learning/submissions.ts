import * as z from 'zod/mini';
import { handInInput, SUBMISSION_STATES } from '../../schemas/learning.js';
import { fileAnswer, operation } from '../operation.js';
import { assignmentRules } from './assignments.js';
import { learningDownload, learningFile, learningUpload } from './modules.js';
import { gradingMark } from './rubrics.js';

/** An assignment as the student sees it: nothing handed in yet, handed in (on time or late), sent back, or graded. */
export const ASSIGNMENT_STATUSES = ['to_do', 'submitted', 'late', 'returned', 'graded'] as const;

/** One line of a student's assignment list. */
export const studentAssignmentSummary = z.strictObject({
  id: z.string(),
  title: z.string(),
  moduleTitle: z.nullable(z.string()),
  dueAt: z.string(),
  lateAccepted: z.boolean(),
  status: z.enum(ASSIGNMENT_STATUSES),
  /** Past due with nothing handed in. */
  overdue: z.boolean(),
  /** Due before the student joined, with nothing handed in: not owed, not overdue, not counted in progress. */
  setBeforeJoining: z.boolean(),
  grade: z.nullable(z.int()),
  maxPoints: z.int(),
});
export type StudentAssignmentSummary = z.output<typeof studentAssignmentSummary>;

/** The student's own work on an assignment, as last handed in, with what staff made of it. */
export const mySubmission = z.strictObject({
  id: z.string(),
  state: z.enum(SUBMISSION_STATES),
  text: z.string(),
  late: z.boolean(),
  attempt: z.int(),
  submittedAt: z.string(),
  files: z.array(learningFile),
  grade: z.nullable(z.int()),
  /** The level chosen for each criterion of the rubric, with the grader's comments, once graded with it; else null. */
  marks: z.nullable(z.array(gradingMark)),
  feedback: z.string(),
  markedAt: z.nullable(z.string()),
});
export type MySubmission = z.output<typeof mySubmission>;

export const studentAssignment = z.strictObject({
  id: z.string(),
  title: z.string(),
  moduleTitle: z.nullable(z.string()),
  /** Rendered and sanitised Markdown. */
  instructionsHtml: z.string(),
  timeZone: z.string(),
  ...assignmentRules.shape,
  status: z.enum(ASSIGNMENT_STATUSES),
  overdue: z.boolean(),
  /** Due before the student joined, with nothing handed in: not owed (see StudentAssignmentSummary). */
  setBeforeJoining: z.boolean(),
  /** Whether the service would take a hand-in now, and if not, why (the words of its 409). */
  canHandIn: z.boolean(),
  handInRefusal: z.nullable(z.string()),
  submission: z.nullable(mySubmission),
  /** Files uploaded since the last hand-in, waiting to be handed in. */
  pendingFiles: z.array(learningFile),
});
export type StudentAssignment = z.output<typeof studentAssignment>;

const participants = { anyOf: ['participate_in_programs'] } as const;
const submitters = { anyOf: ['submit_program_work'] } as const;

export const listStudentAssignments = operation({
  id: 'listStudentAssignments',
  method: 'GET',
  path: '/student/assignments',
  summary: 'Your cohort’s assignments by due date, with how your work on each stands',
  answer: z.strictObject({ items: z.array(studentAssignmentSummary) }),
  status: 200,
  access: participants,
  refusals: [401, 403],
});

export const downloadStudentCalendar = operation({
  id: 'downloadStudentCalendar',
  method: 'GET',
  path: '/student/calendar.ics',
  summary: 'Your cohort’s due dates and module openings as an iCalendar file, for your calendar app; empty without a cohort',
  answer: fileAnswer('text/calendar'),
  status: 200,
  access: participants,
  refusals: [401, 403],
});

export const getStudentAssignment = operation({
  id: 'getStudentAssignment',
  method: 'GET',
  path: '/student/assignments/{id}',
  summary: 'One assignment of your cohort with your work on it; any other is 404',
  answer: studentAssignment,
  status: 200,
  access: participants,
  refusals: [401, 403, 404],
});

export const uploadSubmissionFile = operation({
  id: 'uploadSubmissionFile',
  method: 'POST',
  path: '/student/assignments/{id}/files',
  summary:
    'Upload a file to hand in later: checked by name, type, size and content against the assignment (415/413); at most 5 waiting; 409 when a hand-in would be refused now',
  body: learningUpload,
  answer: learningFile,
  status: 201,
  access: submitters,
  refusals: [400, 401, 403, 404, 409, 413, 415],
});

export const downloadOwnFile = operation({
  id: 'downloadOwnFile',
  method: 'GET',
  path: '/student/assignments/{id}/files/{fileId}',
  summary: 'Download one of your own files for the assignment',
  answer: learningDownload,
  status: 200,
  access: participants,
  refusals: [401, 403, 404],
});

export const removeSubmissionFile = operation({
  id: 'removeSubmissionFile',
  method: 'DELETE',
  path: '/student/assignments/{id}/files/{fileId}',
  summary: 'Remove one of your files waiting to be handed in; 409 for a file handed in',
  answer: null,
  status: 204,
  access: submitters,
  refusals: [401, 403, 404, 409],
});

export const handIn = operation({
  id: 'handIn',
  method: 'POST',
  path: '/student/assignments/{id}/submission',
  summary:
    'Hand your work in, or in again, by the service’s clock: 409 after the due date unless late work is accepted or the work was returned; 400 without a file or text',
  body: handInInput,
  answer: studentAssignment,
  status: 200,
  access: submitters,
  refusals: [400, 401, 403, 404, 409],
});

/** The student's own assignments: the list, the calendar, one with their work, its files and the hand-in. */
export const submissionOperations = [
  listStudentAssignments,
  downloadStudentCalendar,
  getStudentAssignment,
  uploadSubmissionFile,
  downloadOwnFile,
  removeSubmissionFile,
  handIn,
] as const;
