import * as z from 'zod/mini';
import { gradeInput, gradingQuery, returnWorkInput, SUBMISSION_STATES } from '../../schemas/learning.js';
import { operation } from '../operation.js';
import { learningDownload, learningFile } from './modules.js';
import { gradeRecord, gradingMark, gradingRubric } from './rubrics.js';

/** One row of the staff grading queue. */
export const gradingItem = z.strictObject({
  submissionId: z.string(),
  assignmentId: z.string(),
  assignmentTitle: z.string(),
  cohortId: z.string(),
  cohortName: z.string(),
  student: z.strictObject({ uid: z.string(), displayName: z.nullable(z.string()) }),
  state: z.enum(SUBMISSION_STATES),
  late: z.boolean(),
  attempt: z.int(),
  submittedAt: z.string(),
  dueAt: z.string(),
  /** The programme's zone: due dates, hand-ins and marking are shown in it (shownZone). */
  timeZone: z.string(),
  grade: z.nullable(z.int()),
  maxPoints: z.int(),
});
export type GradingItem = z.output<typeof gradingItem>;

/** A submission as a grader opens it. */
export const staffSubmission = z.strictObject({
  ...gradingItem.shape,
  text: z.string(),
  files: z.array(learningFile),
  feedback: z.string(),
  markedAt: z.nullable(z.string()),
  markedByName: z.nullable(z.string()),
  /** Rendered instructions, so the grader sees what was asked. */
  instructionsHtml: z.string(),
  textAnswer: z.boolean(),
  /** The assignment's rubric; null: graded in points. */
  rubric: z.nullable(gradingRubric),
  /** The levels chosen for the grade standing now; null without one, or when it was given in points. */
  marks: z.nullable(z.array(gradingMark)),
  /** Every grade given for this work, newest first: a later grade or a return never removes one. */
  gradeHistory: z.array(gradeRecord),
});
export type StaffSubmission = z.output<typeof staffSubmission>;

const graders = { anyOf: ['edit_programs'] } as const;

export const listGradingQueue = operation({
  id: 'listGradingQueue',
  method: 'GET',
  path: '/grading',
  summary: 'Handed-in work, oldest hand-in first, by cohort, assignment and state; 50 a page by default',
  query: gradingQuery,
  answer: z.strictObject({ items: z.array(gradingItem), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: graders,
  refusals: [400, 401, 403],
});

export const getStaffSubmission = operation({
  id: 'getStaffSubmission',
  method: 'GET',
  path: '/grading/{id}',
  summary: 'A submission as a grader opens it',
  answer: staffSubmission,
  status: 200,
  access: graders,
  refusals: [401, 403, 404],
});

export const downloadSubmissionFile = operation({
  id: 'downloadSubmissionFile',
  method: 'GET',
  path: '/grading/{id}/files/{fileId}',
  summary: 'Download a file handed in with a submission',
  answer: learningDownload,
  status: 200,
  access: graders,
  refusals: [401, 403, 404],
});

export const gradeSubmission = operation({
  id: 'gradeSubmission',
  method: 'POST',
  path: '/grading/{id}/grade',
  summary:
    'Grade the work from 0 to the assignment’s points, or with a level for each criterion of its rubric (their points add up to the grade; 400 for a level not in the rubric), with feedback; kept in the grade history; the student gets a notice and an e-mail',
  body: gradeInput,
  answer: staffSubmission,
  status: 200,
  access: graders,
  refusals: [400, 401, 403, 404, 409],
});

export const returnWork = operation({
  id: 'returnWork',
  method: 'POST',
  path: '/grading/{id}/return',
  summary:
    'Send the work back for changes with feedback; the student may hand in again at any time and is told by notice and e-mail',
  body: returnWorkInput,
  answer: staffSubmission,
  status: 200,
  access: graders,
  refusals: [400, 401, 403, 404, 409],
});

/** Staff grading: the queue of handed-in work, one submission with its files, grading and returning it. */
export const gradingOperations = [
  listGradingQueue,
  getStaffSubmission,
  downloadSubmissionFile,
  gradeSubmission,
  returnWork,
] as const;
