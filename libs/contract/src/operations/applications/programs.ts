import * as z from 'zod/mini';
import { PROGRAM_STATUSES, programSettingsInput, programStatus, QUESTION_TYPES } from '../../schemas/applications.js';
import { operation } from '../operation.js';

/** A question of a programme's form, as saved (the rules for writing one are programSettingsInput's). */
export const savedQuestion = z.strictObject({
  /** Stable within its programme; answers are keyed by it. */
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  help: z.optional(z.string()),
  required: z.boolean(),
  /** short_text: at most this many characters (default 200). */
  maxLength: z.optional(z.int()),
  /** long_text: at most this many words. */
  wordLimit: z.optional(z.int()),
  /** choice: the options offered; `multiple` lets the applicant tick several. */
  options: z.optional(z.array(z.string())),
  multiple: z.optional(z.boolean()),
  /** file: accepted MIME types (e.g. application/pdf, image/png, image/jpeg) and the size limit. */
  accept: z.optional(z.array(z.string())),
  maxSizeMb: z.optional(z.number()),
});
export type FormQuestion = z.output<typeof savedQuestion>;
export type QuestionType = FormQuestion['type'];

export const savedSection = z.strictObject({
  id: z.string(),
  title: z.string(),
  description: z.optional(z.string()),
  questions: z.array(savedQuestion),
});
export type FormSection = z.output<typeof savedSection>;

/** Reference letters the form asks for (decision 0042); absent or count 0: none. dueAt null: the window's close. */
export const savedReferenceSettings = z.strictObject({ count: z.int(), dueAt: z.nullable(z.string()) });
export type ReferenceSettings = z.output<typeof savedReferenceSettings>;

export const savedForm = z.strictObject({ references: z.optional(savedReferenceSettings), sections: z.array(savedSection) });
export type ApplicationForm = z.output<typeof savedForm>;

export const savedCriterion = z.strictObject({
  id: z.string(),
  label: z.string(),
  guidance: z.optional(z.string()),
  /** Relative weight in the weighted score (weights need not add up to anything). */
  weight: z.number(),
  /** Whole-number score scale, e.g. 1 to 5. */
  scaleMin: z.int(),
  scaleMax: z.int(),
});
export type RubricCriterion = z.output<typeof savedCriterion>;

export const savedRubric = z.strictObject({ criteria: z.array(savedCriterion) });
export type Rubric = z.output<typeof savedRubric>;

/** A programme as staff edit it (manage_program_settings). Long texts are Markdown. */
export const programSettings = z.strictObject({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  whoFor: z.string(),
  howToApply: z.string(),
  status: z.enum(PROGRAM_STATUSES),
  /** ISO instants; shown and entered in `timeZone`. */
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  timeZone: z.string(),
  capacity: z.nullable(z.int()),
  form: savedForm,
  /** Empty for callers who are not staff: how reviewers score is for reviewers. */
  rubric: savedRubric,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProgramSettings = z.output<typeof programSettings>;

/** The list's filter: one status, or every programme. */
export const programsQuery = z.object({ status: z.optional(programStatus) });

/** Staff read every programme; applicants (and students, for past applications) those that run or have run. */
const readers = {
  anyOf: ['manage_program_settings', 'view_applications', 'apply_to_programs', 'view_own_applications'],
} as const;

export const listPrograms = operation({
  id: 'listPrograms',
  method: 'GET',
  path: '/programs',
  summary:
    'Programmes newest first: every one for staff (manage_program_settings or view_applications); with status=active, also for applicants',
  query: programsQuery,
  answer: z.strictObject({ items: z.array(programSettings) }),
  status: 200,
  access: readers,
  refusals: [400, 401, 403],
});

export const getProgramBySlug = operation({
  id: 'getProgramBySlug',
  method: 'GET',
  path: '/programs/by-slug/{slug}',
  summary: 'A programme by address, first match (applicants: active or closed only)',
  answer: programSettings,
  status: 200,
  access: readers,
  refusals: [401, 403, 404],
});

export const getProgram = operation({
  id: 'getProgram',
  method: 'GET',
  path: '/programs/{id}',
  summary: 'A programme (applicants: active or closed only)',
  answer: programSettings,
  status: 200,
  access: readers,
  refusals: [401, 403, 404],
});

export const createProgram = operation({
  id: 'createProgram',
  method: 'POST',
  path: '/programs',
  summary: 'Create a programme; 409 when the address is taken',
  body: programSettingsInput,
  answer: programSettings,
  status: 201,
  access: { allOf: ['create_programs', 'manage_program_settings'] },
  refusals: [400, 401, 403, 409],
});

export const updateProgram = operation({
  id: 'updateProgram',
  method: 'PUT',
  path: '/programs/{id}',
  summary: 'Replace a programme’s settings; 409 when the address is taken',
  body: programSettingsInput,
  answer: programSettings,
  status: 200,
  access: { allOf: ['edit_programs', 'manage_program_settings'] },
  refusals: [400, 401, 403, 404, 409],
});

export const deleteProgram = operation({
  id: 'deleteProgram',
  method: 'DELETE',
  path: '/programs/{id}',
  summary: 'Delete a programme nobody applied to; 409 when it has applications or cohorts',
  answer: null,
  status: 204,
  access: { anyOf: ['delete_programs'] },
  refusals: [401, 403, 404, 409],
});

/** Programme settings: staff keep them; applicants read the programmes they may apply to. */
export const programOperations = [
  listPrograms,
  getProgramBySlug,
  getProgram,
  createProgram,
  updateProgram,
  deleteProgram,
] as const;
