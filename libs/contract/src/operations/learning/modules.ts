import * as z from 'zod/mini';
import { UPLOAD_TYPES } from '../../schemas/applications.js';
import { COHORT_MEMBER_STATUSES, moduleDoneInput, moduleInput, moduleOrderInput } from '../../schemas/learning.js';
import { fileAnswer, fileBody, operation } from '../operation.js';

/** A file of a module or a submission: its details, never its bytes (downloaded separately). */
export const learningFile = z.strictObject({
  id: z.string(),
  name: z.string(),
  type: z.enum(UPLOAD_TYPES),
  size: z.int(),
  uploadedAt: z.string(),
});
export type LearningFile = z.output<typeof learningFile>;

export const moduleLink = z.strictObject({ label: z.string(), url: z.string() });
export type ModuleLink = z.output<typeof moduleLink>;

/** A module as staff edit it. */
export const staffModule = z.strictObject({
  id: z.string(),
  cohortId: z.string(),
  position: z.int(),
  title: z.string(),
  /** Markdown. */
  body: z.string(),
  links: z.array(moduleLink),
  opensAt: z.string(),
  files: z.array(learningFile),
  updatedAt: z.string(),
});
export type StaffModule = z.output<typeof staffModule>;

/** An opened module as a student reads it. */
export const studentModule = z.strictObject({
  id: z.string(),
  position: z.int(),
  title: z.string(),
  /** The body rendered and sanitised by the public site's Markdown renderer. */
  bodyHtml: z.string(),
  links: z.array(moduleLink),
  opensAt: z.string(),
  files: z.array(learningFile),
  doneAt: z.nullable(z.string()),
});
export type StudentModule = z.output<typeof studentModule>;

/** A module not opened yet: the student sees only its title and when it opens. */
export const upcomingModule = z.strictObject({ id: z.string(), position: z.int(), title: z.string(), opensAt: z.string() });
export type UpcomingModule = z.output<typeof upcomingModule>;

/** The student's cohort, as their own screens show it. */
export const studentCohort = z.strictObject({
  id: z.string(),
  name: z.string(),
  programId: z.string(),
  programName: z.string(),
  timeZone: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(COHORT_MEMBER_STATUSES),
  /** When the student joined: work due before then is not theirs to owe (setBeforeJoining). */
  joinedAt: z.string(),
});
export type StudentCohort = z.output<typeof studentCohort>;

export const studentModules = z.strictObject({
  cohort: z.nullable(studentCohort),
  opened: z.array(studentModule),
  upcoming: z.array(upcomingModule),
});
export type StudentModules = z.output<typeof studentModules>;

/** What module and submission uploads take (the upload scope reads these as bytes; octet-stream is sniffed). */
export const learningUpload = fileBody([...UPLOAD_TYPES, 'application/octet-stream']);
/** A stored PDF, PNG or JPEG, as an attachment: its type is the file's own. */
export const learningDownload = fileAnswer('application/octet-stream');

const moduleList = z.strictObject({ items: z.array(staffModule) });
const programmeEditors = { anyOf: ['edit_programs'] } as const;

export const listModules = operation({
  id: 'listModules',
  method: 'GET',
  path: '/cohorts/{id}/modules',
  summary: 'A cohort’s modules in order',
  answer: moduleList,
  status: 200,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const createModule = operation({
  id: 'createModule',
  method: 'POST',
  path: '/cohorts/{id}/modules',
  summary: 'Add a module after the cohort’s last one',
  body: moduleInput,
  answer: staffModule,
  status: 201,
  access: programmeEditors,
  refusals: [400, 401, 403, 404, 413],
});

export const reorderModules = operation({
  id: 'reorderModules',
  method: 'PUT',
  path: '/cohorts/{id}/module-order',
  summary: 'Put the cohort’s modules in a new order: every one of them, each once',
  body: moduleOrderInput,
  answer: moduleList,
  status: 200,
  access: programmeEditors,
  refusals: [400, 401, 403, 404],
});

export const updateModule = operation({
  id: 'updateModule',
  method: 'PUT',
  path: '/modules/{id}',
  summary: 'Replace a module’s title, Markdown body, links and opening date',
  body: moduleInput,
  answer: staffModule,
  status: 200,
  access: programmeEditors,
  refusals: [400, 401, 403, 404, 413],
});

export const deleteModule = operation({
  id: 'deleteModule',
  method: 'DELETE',
  path: '/modules/{id}',
  summary: 'Delete a module with its files and ticks; its assignments stay with the cohort',
  answer: null,
  status: 204,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const uploadModuleFile = operation({
  id: 'uploadModuleFile',
  method: 'POST',
  path: '/modules/{id}/files',
  summary: 'Add a PDF, PNG or JPEG to a module; checked by name, type, size and content',
  body: learningUpload,
  answer: learningFile,
  status: 201,
  access: programmeEditors,
  refusals: [400, 401, 403, 404, 413, 415],
});

export const downloadModuleFile = operation({
  id: 'downloadModuleFile',
  method: 'GET',
  path: '/modules/{id}/files/{fileId}',
  summary: 'Download a module’s file',
  answer: learningDownload,
  status: 200,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const removeModuleFile = operation({
  id: 'removeModuleFile',
  method: 'DELETE',
  path: '/modules/{id}/files/{fileId}',
  summary: 'Remove a file from a module',
  answer: null,
  status: 204,
  access: programmeEditors,
  refusals: [401, 403, 404],
});

export const listStudentModules = operation({
  id: 'listStudentModules',
  method: 'GET',
  path: '/student/modules',
  summary: 'Your cohort’s modules: those opened by the service’s clock in full, the rest by title and opening date only',
  answer: studentModules,
  status: 200,
  access: { anyOf: ['view_program_content'] },
  refusals: [401, 403],
});

export const setModuleDone = operation({
  id: 'setModuleDone',
  method: 'PUT',
  path: '/student/modules/{id}/done',
  summary: 'Mark an opened module of your cohort done or not done; any other module is 404',
  body: moduleDoneInput,
  answer: studentModule,
  status: 200,
  access: { anyOf: ['participate_in_programs'] },
  refusals: [400, 401, 403, 404],
});

export const downloadStudentModuleFile = operation({
  id: 'downloadStudentModuleFile',
  method: 'GET',
  path: '/student/modules/{id}/files/{fileId}',
  summary: 'Download a file of an opened module of your cohort; any other is 404',
  answer: learningDownload,
  status: 200,
  access: { anyOf: ['view_program_content'] },
  refusals: [401, 403, 404],
});

/** A cohort's modules as staff write them (with their files), and as its students read and tick them. */
export const moduleOperations = [
  listModules,
  createModule,
  reorderModules,
  updateModule,
  deleteModule,
  uploadModuleFile,
  downloadModuleFile,
  removeModuleFile,
  listStudentModules,
  setModuleDone,
  downloadStudentModuleFile,
] as const;
