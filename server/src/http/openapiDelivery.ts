import {
  COHORT_MEMBER_STATUSES,
  moduleDoneInput,
  moduleInput,
  moduleOrderInput,
  UPLOAD_MAX_MB,
  UPLOAD_TYPES,
} from '@sla/data/schemas';
import {
  answers,
  arrayOf,
  body,
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
const fileId = pathParam('fileId');
const binary = (types: readonly string[]) =>
  Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));

const staffModule = ok('The module', ref('StaffModule'));
const modules = ok('The cohort’s modules in order', list('StaffModule'));
const download = { 200: { description: 'The file, as an attachment', content: binary(UPLOAD_TYPES) } };

export const deliveryComponents = {
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
