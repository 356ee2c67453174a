import {
  addMembersInput,
  COHORT_MEMBER_STATUSES,
  cohortInput,
  completeInput,
  earlierWorkInput,
  moduleDoneInput,
  moduleInput,
  moduleOrderInput,
  pairMentorInput,
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
  pathParam,
  ref,
  str,
  time,
} from './openapiHelpers.js';

const id = pathParam('id');
const uid = pathParam('uid');
const fileId = pathParam('fileId');
const binary = (types: readonly string[]) =>
  Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

const cohort = ok('A cohort', ref('Cohort'));
const member = ok('The member', ref('CohortMember'));
const staffModule = ok('The module', ref('StaffModule'));
const modules = ok('The cohort’s modules in order', list('StaffModule'));
const download = { 200: { description: 'The file, as an attachment', content: binary(UPLOAD_TYPES) } };
const mentor = object({ uid: str, displayName: nullable('string'), role: { enum: [...ROLES, null] } });

export const deliveryComponents = {
  Cohort: object({
    id: str,
    programId: str,
    programName: str,
    timeZone: str,
    name: str,
    startsOn: day,
    endsOn: day,
    acceptingStudents: bool,
    activeMembers: int,
    completedMembers: int,
  }),
  MentorSummary: mentor,
  CohortMember: object({
    uid: str,
    displayName: nullable('string'),
    email: nullable('string'),
    status: { enum: [...COHORT_MEMBER_STATUSES] },
    joinedAt: time,
    completedAt: nullable('string'),
    owesEarlierWork: { type: 'boolean' },
    dueBeforeJoining: { ...int, description: "The cohort's assignments due before they joined" },
    modulesDone: int,
    assignmentsHandedIn: int,
    assignmentsGraded: int,
    mentor: { anyOf: [ref('MentorSummary'), { type: 'null' }] },
  }),
  CohortCandidate: object({
    uid: str,
    displayName: nullable('string'),
    email: nullable('string'),
    acceptedProgramName: { ...nullable('string'), description: 'The programme of their latest released acceptance' },
  }),
  Completion: object({ member: ref('CohortMember'), role: { enum: ['alumni'] } }),
  MentorCandidate: object({ ...mentor.properties, email: nullable('string'), mentees: int }),
  LearningFile: object({ id: str, name: str, type: { enum: [...UPLOAD_TYPES] }, size: int, uploadedAt: time }),
  ModuleLink: object({ label: str, url: str }),
  StaffModule: object({
    id: str,
    cohortId: str,
    position: int,
    title: str,
    body: { type: 'string', description: 'Markdown' },
    links: arrayOf(ref('ModuleLink')),
    opensAt: time,
    files: arrayOf(ref('LearningFile')),
    updatedAt: time,
  }),
  StudentModule: object({
    id: str,
    position: int,
    title: str,
    bodyHtml: { type: 'string', description: 'Rendered and sanitised as the public site does' },
    links: arrayOf(ref('ModuleLink')),
    opensAt: time,
    files: arrayOf(ref('LearningFile')),
    doneAt: nullable('string'),
  }),
  UpcomingModule: object({ id: str, position: int, title: str, opensAt: time }),
  StudentCohort: object({
    id: str,
    name: str,
    programId: str,
    programName: str,
    timeZone: str,
    startsOn: day,
    endsOn: day,
    status: { enum: [...COHORT_MEMBER_STATUSES] },
    joinedAt: time,
  }),
  StudentModules: object({
    cohort: { anyOf: [ref('StudentCohort'), { type: 'null' }] },
    opened: arrayOf(ref('StudentModule')),
    upcoming: arrayOf(ref('UpcomingModule')),
  }),
};

const upload = {
  required: true,
  description: `The file itself as the body (at most ${UPLOAD_MAX_MB} MB), its type in Content-Type and its name, URI-encoded, in X-File-Name.`,
  content: binary([...UPLOAD_TYPES, 'application/octet-stream']),
};

/** Running programmes (cohorts, members, completion, modules, mentor pairing) and the student's modules. */
export function deliveryPaths() {
  return {
    '/cohorts': {
      get: {
        summary: 'Cohorts, the newest start first, of one programme or all (edit_programs)',
        parameters: [{ name: 'programId', in: 'query', required: false, schema: str }],
        responses: answers({ 200: ok('Cohorts', list('Cohort')) }, 400, 401, 403),
      },
    },
    '/programs/{id}/cohorts': {
      post: {
        summary:
          'Start a cohort of a programme (create_programs); taking accepted students takes the flag from the programme’s other cohort',
        parameters: [id],
        requestBody: body(cohortInput),
        responses: answers({ 201: cohort }, 400, 401, 403, 404),
      },
    },
    '/cohorts/{id}': {
      get: {
        summary: 'A cohort with its member counts (edit_programs)',
        parameters: [id],
        responses: answers({ 200: cohort }, 401, 403, 404),
      },
      put: {
        summary: 'Replace a cohort’s name, dates and accepting flag (edit_programs)',
        parameters: [id],
        requestBody: body(cohortInput),
        responses: answers({ 200: cohort }, 400, 401, 403, 404),
      },
    },
    '/cohorts/{id}/members': {
      get: {
        summary: 'A cohort’s members with their figures and current mentor (edit_programs)',
        parameters: [id],
        responses: answers({ 200: ok('Members by name', list('CohortMember')) }, 401, 403, 404),
      },
      post: {
        summary:
          'Add students who are in no cohort as active members (manage_program_settings), all or none: anyone not a student or already active in a cohort is named in a 409',
        parameters: [id],
        requestBody: body(addMembersInput),
        responses: answers({ 200: ok('The cohort’s members by name', list('CohortMember')) }, 400, 401, 403, 404, 409),
      },
    },
    '/cohorts/{id}/candidates': {
      get: {
        summary:
          'Students in no cohort as active members, by name, each with the programme of their latest released acceptance (manage_program_settings)',
        parameters: [id],
        responses: answers({ 200: ok('Students to add', list('CohortCandidate')) }, 401, 403, 404),
      },
    },
    '/cohorts/{id}/members/{uid}/complete': {
      post: {
        summary:
          'Mark an active member as having completed the programme (manage_program_settings): the role becomes alumni through role assignment (its rules, messages and audit entry), the mentorship ends and an alumni profile starts',
        parameters: [id, uid],
        requestBody: body(completeInput),
        responses: answers({ 200: ok('What completing did', ref('Completion')) }, 400, 401, 403, 404, 409),
      },
    },
    '/cohorts/{id}/members/{uid}/mentor': {
      put: {
        summary:
          'Pair an active member with a mentor from GET /mentors (manage_program_settings); the current pairing ends and a new one starts',
        parameters: [id, uid],
        requestBody: body(pairMentorInput),
        responses: answers({ 200: member }, 400, 401, 403, 404, 409),
      },
      delete: {
        summary: 'End a member’s current pairing (manage_program_settings)',
        parameters: [id, uid],
        responses: answers({ 200: member }, 401, 403, 404),
      },
    },
    '/cohorts/{id}/members/{uid}/earlier-work': {
      put: {
        summary:
          'Say whether an active member who joined late owes the work due before they joined (manage_program_settings); by default they do not',
        parameters: [id, uid],
        requestBody: body(earlierWorkInput),
        responses: answers({ 200: member }, 400, 401, 403, 404, 409),
      },
    },
    '/mentors': {
      get: {
        summary:
          'Who may mentor: staff, admins and alumni who offered to, by name, with their mentee counts (manage_program_settings)',
        responses: answers({ 200: ok('Mentor candidates', list('MentorCandidate')) }, 401, 403),
      },
    },
    '/cohorts/{id}/modules': {
      get: {
        summary: 'A cohort’s modules in order (edit_programs)',
        parameters: [id],
        responses: answers({ 200: modules }, 401, 403, 404),
      },
      post: {
        summary: 'Add a module after the cohort’s last one (edit_programs)',
        parameters: [id],
        requestBody: body(moduleInput),
        responses: answers({ 201: staffModule }, 400, 401, 403, 404, 413),
      },
    },
    '/cohorts/{id}/module-order': {
      put: {
        summary: 'Put the cohort’s modules in a new order: every one of them, each once (edit_programs)',
        parameters: [id],
        requestBody: body(moduleOrderInput),
        responses: answers({ 200: modules }, 400, 401, 403, 404),
      },
    },
    '/modules/{id}': {
      put: {
        summary: 'Replace a module’s title, Markdown body, links and opening date (edit_programs)',
        parameters: [id],
        requestBody: body(moduleInput),
        responses: answers({ 200: staffModule }, 400, 401, 403, 404, 413),
      },
      delete: {
        summary: 'Delete a module with its files and ticks; its assignments stay with the cohort (edit_programs)',
        parameters: [id],
        responses: answers(done('Deleted'), 401, 403, 404),
      },
    },
    '/modules/{id}/files': {
      post: {
        summary: 'Add a PDF, PNG or JPEG to a module (edit_programs); checked by name, type, size and content',
        parameters: [id, { name: 'X-File-Name', in: 'header', required: true, schema: str }],
        requestBody: upload,
        responses: answers({ 201: ok('The stored file', ref('LearningFile')) }, 400, 401, 403, 404, 413, 415),
      },
    },
    '/modules/{id}/files/{fileId}': {
      get: {
        summary: 'Download a module’s file (edit_programs)',
        parameters: [id, fileId],
        responses: answers(download, 401, 403, 404),
      },
      delete: {
        summary: 'Remove a file from a module (edit_programs)',
        parameters: [id, fileId],
        responses: answers(done('Removed'), 401, 403, 404),
      },
    },
    '/student/modules': {
      get: {
        summary:
          'Your cohort’s modules (view_program_content): those opened by the service’s clock in full, the rest by title and opening date only',
        responses: answers({ 200: ok('Your modules', ref('StudentModules')) }, 401, 403),
      },
    },
    '/student/modules/{id}/done': {
      put: {
        summary: 'Mark an opened module of your cohort done or not done (participate_in_programs); any other module is 404',
        parameters: [id],
        requestBody: body(moduleDoneInput),
        responses: answers({ 200: ok('The module', ref('StudentModule')) }, 400, 401, 403, 404),
      },
    },
    '/student/modules/{id}/files/{fileId}': {
      get: {
        summary: 'Download a file of an opened module of your cohort (view_program_content); any other is 404',
        parameters: [id, fileId],
        responses: answers(download, 401, 403, 404),
      },
    },
  };
}
