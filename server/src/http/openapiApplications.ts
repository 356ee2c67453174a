import {
  APPLICATION_STATUSES,
  applicationForm,
  DECISIONS,
  myApplicationsQuery,
  PROGRAM_STATUSES,
  programSettingsInput,
  rubric,
  saveAnswersInput,
  startApplicationInput,
  UPLOAD_MAX_MB,
  UPLOAD_TYPES,
  withdrawInput,
} from '@sla/data/schemas';
import { answers, body, int, json, nullable, object, ok, page, ref } from './openapiHelpers.js';

const list = (item: string) => object({ items: { type: 'array', items: ref(item) } });
const str = { type: 'string' };
const time = { type: 'string', format: 'date-time' };
const bool = { type: 'boolean' };
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });
const id = pathParam('id');
const fileId = pathParam('fileId');
const done = (description: string) => ({ 204: { description } });
const application = ok('The application as its applicant sees it', ref('Application'));
const settings = ok('A programme', ref('ProgramSettings'));

const programRef = object({ id: str, slug: str, name: str });
const status = {
  enum: [...APPLICATION_STATUSES],
  description: 'A decision not yet released reads as under_review.',
};
const decision = { enum: [...DECISIONS, null], description: 'Only once released.' };
const summary = {
  id: str,
  program: programRef,
  status,
  decision,
  closesAt: nullable('string'),
  timeZone: str,
  submittedAt: nullable('string'),
  createdAt: time,
  updatedAt: time,
};

export const applicationsComponents = {
  ProgramSettings: object({
    id: str,
    slug: str,
    name: str,
    summary: str,
    description: str,
    whoFor: str,
    howToApply: str,
    status: { enum: [...PROGRAM_STATUSES] },
    opensAt: nullable('string'),
    closesAt: nullable('string'),
    timeZone: str,
    capacity: nullable('integer'),
    form: json(applicationForm),
    rubric: { ...json(rubric), description: 'Empty for callers who are not staff.' },
    createdAt: time,
    updatedAt: time,
  }),
  UploadedFile: object({
    id: str,
    questionId: str,
    name: str,
    type: { enum: [...UPLOAD_TYPES] },
    size: { type: 'integer' },
    uploadedAt: time,
  }),
  ApplicationSummary: object(summary),
  Application: object({
    ...summary,
    form: json(applicationForm),
    answers: { type: 'object', additionalProperties: { type: ['string', 'array', 'null'], items: str } },
    files: { type: 'array', items: ref('UploadedFile') },
    timeline: {
      type: 'array',
      items: object({
        type: { enum: ['started', 'submitted', 'review_started', 'decision_released', 'withdrawn'] },
        at: time,
        text: str,
      }),
    },
    canEdit: bool,
    resumeStep: int,
    canWithdraw: bool,
  }),
};

const upload = {
  required: true,
  description: `The file itself as the body (at most ${UPLOAD_MAX_MB} MB), its type in Content-Type and its name, URI-encoded, in X-File-Name.`,
  content: Object.fromEntries(
    [...UPLOAD_TYPES, 'application/octet-stream'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
  ),
};

/** Programme settings (staff; the active ones for applicants), the applicant's own applications, and notices. */
export function applicationsPaths() {
  return {
    '/programs': {
      get: {
        summary:
          'Programmes newest first: all for staff (manage_program_settings or view_applications); status=active also for applicants',
        parameters: [{ name: 'status', in: 'query', required: false, schema: { enum: [...PROGRAM_STATUSES] } }],
        responses: answers({ 200: ok('Programmes', list('ProgramSettings')) }, 400, 401, 403),
      },
      post: {
        summary: 'Create a programme (create_programs and manage_program_settings); 409 when the address is taken',
        requestBody: body(programSettingsInput),
        responses: answers({ 201: settings }, 400, 401, 403, 409),
      },
    },
    '/programs/by-slug/{slug}': {
      get: {
        summary: 'A programme by address, first match (applicants: active or closed only)',
        parameters: [pathParam('slug')],
        responses: answers({ 200: settings }, 401, 403, 404),
      },
    },
    '/programs/{id}': {
      get: {
        summary: 'A programme (applicants: active or closed only)',
        parameters: [id],
        responses: answers({ 200: settings }, 401, 403, 404),
      },
      put: {
        summary: 'Replace a programme’s settings (edit_programs and manage_program_settings)',
        parameters: [id],
        requestBody: body(programSettingsInput),
        responses: answers({ 200: settings }, 400, 401, 403, 404, 409),
      },
      delete: {
        summary: 'Delete a programme nobody applied to (delete_programs); 409 when it has applications',
        parameters: [id],
        responses: answers(done('Deleted'), 401, 403, 404, 409),
      },
    },
    '/applications/mine': {
      get: {
        summary: 'Your applications, newest first (view_own_applications)',
        parameters: Object.entries((json(myApplicationsQuery).properties ?? {}) as Record<string, object>).map(
          ([name, schema]) => ({ name, in: 'query', required: false, schema }),
        ),
        responses: answers({ 200: page('ApplicationSummary') }, 400, 401, 403),
      },
    },
    '/applications': {
      post: {
        summary:
          'Start an application (apply_to_programs): 201 a new draft, or 200 the one already started; 409 outside the window',
        requestBody: body(startApplicationInput),
        responses: answers({ 201: application, 200: application }, 400, 401, 403, 404, 409),
      },
    },
    '/applications/{id}': {
      get: {
        summary: 'Your own application with its timeline; anyone else’s is 404',
        parameters: [id],
        responses: answers({ 200: application }, 401, 403, 404),
      },
    },
    '/applications/{id}/answers': {
      patch: {
        summary: 'Autosave any answers of your draft (edit_own_applications) while the window is open',
        parameters: [id],
        requestBody: body(saveAnswersInput),
        responses: answers({ 200: application }, 400, 401, 403, 404, 409),
      },
    },
    '/applications/{id}/files': {
      post: {
        summary: 'Upload a file answering a file question of your draft; checked by name, type, size and content',
        parameters: [
          id,
          { name: 'questionId', in: 'query', required: true, schema: str },
          { name: 'X-File-Name', in: 'header', required: true, schema: str },
        ],
        requestBody: upload,
        responses: answers({ 201: ok('The stored file', ref('UploadedFile')) }, 400, 401, 403, 404, 409, 413, 415),
      },
    },
    '/applications/{id}/files/{fileId}': {
      get: {
        summary: 'Download one of your application’s files (as an attachment)',
        parameters: [id, fileId],
        responses: answers(
          {
            200: {
              description: 'The file',
              content: Object.fromEntries(UPLOAD_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
            },
          },
          401,
          403,
          404,
        ),
      },
      delete: {
        summary: 'Remove a file from your draft',
        parameters: [id, fileId],
        responses: answers(done('Removed'), 401, 403, 404, 409),
      },
    },
    '/applications/{id}/submit': {
      post: {
        summary: 'Submit your draft; refused after the deadline by the server clock; again answers the submitted one',
        parameters: [id],
        responses: answers({ 200: application }, 400, 401, 403, 404, 409),
      },
    },
    '/applications/{id}/withdraw': {
      post: {
        summary: 'Withdraw your application before a decision reaches you (view_own_applications)',
        parameters: [id],
        requestBody: body(withdrawInput),
        responses: answers({ 200: application }, 400, 401, 403, 404, 409),
      },
    },
  };
}
