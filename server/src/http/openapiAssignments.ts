import {
  assignmentInput,
  COHORT_MEMBER_STATUSES,
  gradeInput,
  gradingQuery,
  handInInput,
  returnWorkInput,
  SUBMISSION_STATES,
  UPLOAD_MAX_MB,
  UPLOAD_TYPES,
} from '@sla/data/schemas';
import { ROLES } from '@sla/permissions';
import {
  answers,
  arrayOf,
  body,
  bool,
  day,
  done,
  int,
  list,
  nullable,
  object,
  ok,
  page,
  pathParam,
  queryParams,
  ref,
  str,
  time,
} from './openapiHelpers.js';

const id = pathParam('id');
const fileId = pathParam('fileId');
const binary = Object.fromEntries(UPLOAD_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
const download = { 200: { description: 'The file, as an attachment', content: binary } };

const state = { enum: [...SUBMISSION_STATES] };
const status = { enum: ['to_do', 'submitted', 'late', 'returned', 'graded'] };
const rules = {
  dueAt: time,
  fileTypes: arrayOf({ enum: [...UPLOAD_TYPES] }),
  maxFileMb: int,
  textAnswer: bool,
  lateAccepted: bool,
  maxPoints: int,
};
const gradingItem = {
  submissionId: str,
  assignmentId: str,
  assignmentTitle: str,
  cohortId: str,
  cohortName: str,
  student: object({ uid: str, displayName: nullable('string') }),
  state,
  late: bool,
  attempt: int,
  submittedAt: time,
  dueAt: time,
  timeZone: { type: 'string', description: "The programme's zone, e.g. Africa/Nairobi" },
  grade: nullable('integer'),
  maxPoints: int,
};
const staffAssignment = ok('The assignment', ref('StaffAssignment'));
const studentAssignment = ok('The assignment with your work on it', ref('StudentAssignment'));
const staffSubmission = ok('The submission', ref('StaffSubmission'));

export const assignmentsComponents = {
  SubmissionFile: object({ id: str, name: str, type: { enum: [...UPLOAD_TYPES] }, size: int, uploadedAt: time }),
  StaffAssignment: object({
    id: str,
    cohortId: str,
    moduleId: nullable('string'),
    moduleTitle: nullable('string'),
    title: str,
    instructions: { type: 'string', description: 'Markdown' },
    ...rules,
    counts: object({ submitted: int, graded: int, returned: int }),
    updatedAt: time,
  }),
  StudentAssignmentSummary: object({
    id: str,
    title: str,
    moduleTitle: nullable('string'),
    dueAt: time,
    lateAccepted: bool,
    status,
    overdue: bool,
    setBeforeJoining: bool,
    grade: nullable('integer'),
    maxPoints: int,
  }),
  StudentAssignment: object({
    id: str,
    title: str,
    moduleTitle: nullable('string'),
    instructionsHtml: { type: 'string', description: 'Rendered and sanitised Markdown' },
    timeZone: str,
    ...rules,
    status,
    overdue: bool,
    setBeforeJoining: bool,
    canHandIn: bool,
    handInRefusal: { type: ['string', 'null'], description: 'The words of the 409 a hand-in would get now' },
    submission: {
      oneOf: [
        { type: 'null' },
        object({
          id: str,
          state,
          text: str,
          late: bool,
          attempt: int,
          submittedAt: time,
          files: arrayOf(ref('SubmissionFile')),
          grade: nullable('integer'),
          feedback: str,
          markedAt: nullable('string'),
        }),
      ],
    },
    pendingFiles: arrayOf(ref('SubmissionFile')),
  }),
  GradingItem: object(gradingItem),
  StaffSubmission: object({
    ...gradingItem,
    text: str,
    files: arrayOf(ref('SubmissionFile')),
    feedback: str,
    markedAt: nullable('string'),
    markedByName: nullable('string'),
    instructionsHtml: str,
    textAnswer: bool,
  }),
  StudentOverview: object({
    cohort: {
      oneOf: [
        { type: 'null' },
        object({
          id: str,
          name: str,
          programId: str,
          programName: str,
          timeZone: str,
          startsOn: day,
          endsOn: day,
          status: { enum: [...COHORT_MEMBER_STATUSES] },
        }),
      ],
    },
    progress: object({
      modulesOpened: int,
      modulesTotal: int,
      modulesDone: int,
      assignmentsTotal: int,
      assignmentsHandedIn: int,
      assignmentsGraded: int,
      averagePercent: nullable('integer'),
    }),
    dueNext: arrayOf(ref('StudentAssignmentSummary')),
    recentFeedback: arrayOf(
      object({ assignmentId: str, title: str, state, grade: nullable('integer'), maxPoints: int, feedback: str, markedAt: time }),
    ),
    mentor: {
      oneOf: [{ type: 'null' }, object({ uid: str, displayName: nullable('string'), role: { enum: [...ROLES, null] } })],
    },
    unreadMessages: int,
  }),
};

const upload = {
  required: true,
  description: `The file itself as the body (at most the assignment's limit, never above ${UPLOAD_MAX_MB} MB), its type in Content-Type and its name, URI-encoded, in X-File-Name.`,
  content: Object.fromEntries(
    [...UPLOAD_TYPES, 'application/octet-stream'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

/** Assignments (staff), the student's own assignments, hand-ins and overview, and the grading queue. */
export function assignmentsPaths() {
  return {
    '/cohorts/{id}/assignments': {
      get: {
        summary: 'A cohort’s assignments, soonest due first, with counts of work waiting, graded and returned (edit_programs)',
        parameters: [id],
        responses: answers({ 200: ok('Assignments', list('StaffAssignment')) }, 401, 403, 404),
      },
      post: {
        summary: 'Add an assignment to a cohort (edit_programs); its module, if any, must be one of the cohort’s (400)',
        parameters: [id],
        requestBody: body(assignmentInput),
        responses: answers({ 201: staffAssignment }, 400, 401, 403, 404),
      },
    },
    '/assignments/{id}': {
      put: {
        summary: 'Replace an assignment’s details (edit_programs)',
        parameters: [id],
        requestBody: body(assignmentInput),
        responses: answers({ 200: staffAssignment }, 400, 401, 403, 404),
      },
      delete: {
        summary: 'Delete an assignment (edit_programs); 409 once any work was handed in for it',
        parameters: [id],
        responses: answers(done('Deleted'), 401, 403, 404, 409),
      },
    },
    '/student/overview': {
      get: {
        summary:
          'Your progress, what is due next, recent feedback, your mentor and unread messages (access_student_portal); zeros without a cohort',
        responses: answers({ 200: ok('Your overview', ref('StudentOverview')) }, 401, 403),
      },
    },
    '/student/assignments': {
      get: {
        summary: 'Your cohort’s assignments by due date, with how your work on each stands (participate_in_programs)',
        responses: answers({ 200: ok('Your assignments', list('StudentAssignmentSummary')) }, 401, 403),
      },
    },
    '/student/calendar.ics': {
      get: {
        summary:
          'Your cohort’s due dates and module openings as an iCalendar file, for your calendar app (participate_in_programs); empty without a cohort',
        responses: answers(
          { 200: { description: 'programme-calendar.ics', content: { 'text/calendar': { schema: { type: 'string' } } } } },
          401,
          403,
        ),
      },
    },
    '/student/assignments/{id}': {
      get: {
        summary: 'One assignment of your cohort with your work on it (participate_in_programs); any other is 404',
        parameters: [id],
        responses: answers({ 200: studentAssignment }, 401, 403, 404),
      },
    },
    '/student/assignments/{id}/files': {
      post: {
        summary:
          'Upload a file to hand in later (submit_program_work): checked by name, type, size and content against the assignment (415/413); at most 5 waiting; 409 when a hand-in would be refused now',
        parameters: [id, { name: 'X-File-Name', in: 'header', required: true, schema: str }],
        requestBody: upload,
        responses: answers({ 201: ok('The stored file', ref('SubmissionFile')) }, 400, 401, 403, 404, 409, 413, 415),
      },
    },
    '/student/assignments/{id}/files/{fileId}': {
      get: {
        summary: 'Download one of your own files for the assignment (participate_in_programs)',
        parameters: [id, fileId],
        responses: answers(download, 401, 403, 404),
      },
      delete: {
        summary: 'Remove one of your files waiting to be handed in (submit_program_work); 409 for a file handed in',
        parameters: [id, fileId],
        responses: answers(done('Removed'), 401, 403, 404, 409),
      },
    },
    '/student/assignments/{id}/submission': {
      post: {
        summary:
          'Hand your work in, or in again (submit_program_work), by the service’s clock: 409 after the due date unless late work is accepted or the work was returned; 400 without a file or text',
        parameters: [id],
        requestBody: body(handInInput),
        responses: answers({ 200: studentAssignment }, 400, 401, 403, 404, 409),
      },
    },
    '/grading': {
      get: {
        summary: 'Handed-in work, oldest hand-in first, by cohort, assignment and state (edit_programs); 50 a page by default',
        parameters: queryParams(gradingQuery),
        responses: answers({ 200: { ...page('GradingItem'), description: 'One page, oldest hand-in first' } }, 400, 401, 403),
      },
    },
    '/grading/{id}': {
      get: {
        summary: 'A submission as a grader opens it (edit_programs)',
        parameters: [id],
        responses: answers({ 200: staffSubmission }, 401, 403, 404),
      },
    },
    '/grading/{id}/files/{fileId}': {
      get: {
        summary: 'Download a file handed in with a submission (edit_programs)',
        parameters: [id, fileId],
        responses: answers(download, 401, 403, 404),
      },
    },
    '/grading/{id}/grade': {
      post: {
        summary:
          'Grade the work from 0 to the assignment’s points, with feedback (edit_programs); the student gets a notice and an e-mail',
        parameters: [id],
        requestBody: body(gradeInput),
        responses: answers({ 200: staffSubmission }, 400, 401, 403, 404),
      },
    },
    '/grading/{id}/return': {
      post: {
        summary:
          'Send the work back for changes with feedback (edit_programs); the student may hand in again at any time and is told by notice and e-mail',
        parameters: [id],
        requestBody: body(returnWorkInput),
        responses: answers({ 200: staffSubmission }, 400, 401, 403, 404),
      },
    },
  };
}
