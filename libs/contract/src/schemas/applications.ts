import { msg } from '@sla/i18n';
import * as z from 'zod/mini';
import { messageWith } from '../messages.js';
import { isoInstant, keepItTo, timeZoneField } from './fields.js';
import { cursor, limit } from './paging.js';

const text = (max: number, empty: string) =>
  z.string({ error: empty }).check(z.trim(), z.minLength(1, empty), z.maxLength(max, keepItTo({ max })));
const id = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, msg('Give an id.')),
    z.maxLength(64, msg('This id is too long.')),
    z.regex(/^[a-z0-9][a-z0-9_-]*$/, msg('Use lower-case letters, digits, - and _.')),
  );

export const QUESTION_TYPES = ['short_text', 'long_text', 'choice', 'date', 'file'] as const;
export const DECISIONS = ['accepted', 'waitlisted', 'rejected'] as const;
export const RECOMMENDATIONS = ['accept', 'waitlist', 'reject'] as const;
export const APPLICATION_STATUSES = ['draft', 'submitted', 'under_review', 'decided', 'withdrawn'] as const;
/** What staff see in the review queue: every status but draft, which is the applicant's own business until submitted. */
export const QUEUED_STATUSES = ['submitted', 'under_review', 'decided', 'withdrawn'] as const;
export const PROGRAM_STATUSES = ['draft', 'active', 'closed', 'archived'] as const;
/** Files applicants may upload, by MIME type; the server also checks the content's magic bytes. */
export const UPLOAD_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const UPLOAD_MAX_MB = 10;

/** A programme's status, in its settings and as a filter on the list of programmes. */
export const programStatus = z.enum(PROGRAM_STATUSES, { error: msg('Choose a status.') });

export const formQuestion = z.object({
  id,
  type: z.enum(QUESTION_TYPES, { error: msg('Choose a question type.') }),
  label: text(300, msg('Write the question.')),
  help: z.optional(z.string().check(z.maxLength(1000, msg('Keep the help to 1000 characters or fewer.')))),
  required: z.boolean(),
  maxLength: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(2000))),
  wordLimit: z.optional(z.number().check(z.int(), z.minimum(10, msg('Allow at least 10 words.')), z.maximum(5000))),
  options: z.optional(z.array(text(200, msg('Write the option.'))).check(z.maxLength(30, msg('Offer at most 30 options.')))),
  multiple: z.optional(z.boolean()),
  accept: z.optional(z.array(z.enum(UPLOAD_TYPES, { error: msg('PDF, PNG or JPEG only.') }))),
  maxSizeMb: z.optional(
    z.number().check(z.minimum(0.1), z.maximum(UPLOAD_MAX_MB, messageWith(msg('At most {max} MB.'))({ max: UPLOAD_MAX_MB }))),
  ),
});

/** At most this many referees a programme asks for (0: none). */
export const MAX_REFEREES = 3;

/**
 * Reference letters a programme's form asks for (decision 0042): how many referees and the letters' deadline (null:
 * the application window's close). Part of the form, so each application keeps the rule it was started under.
 */
export const referenceSettings = z.object({
  count: z
    .number({ error: msg('Give a whole number.') })
    .check(
      z.int(msg('Give a whole number.')),
      z.minimum(0, msg('Give a whole number.')),
      z.maximum(MAX_REFEREES, messageWith(msg('Ask for at most {max} referees.'))({ max: MAX_REFEREES })),
    ),
  dueAt: z.nullable(isoInstant),
});

export const applicationForm = z.object({
  references: z.optional(referenceSettings),
  sections: z
    .array(
      z.object({
        id,
        title: text(200, msg('Give the section a title.')),
        description: z.optional(z.string().check(z.maxLength(2000))),
        questions: z.array(formQuestion).check(z.maxLength(50, msg('At most 50 questions in a section.'))),
      }),
    )
    .check(z.maxLength(20, msg('At most 20 sections.'))),
});

export const rubric = z.object({
  criteria: z
    .array(
      z.object({
        id,
        label: text(200, msg('Name the criterion.')),
        guidance: z.optional(z.string().check(z.maxLength(2000))),
        weight: z.number({ error: msg('Give a weight.') }).check(z.minimum(0.1, msg('Give a weight above 0.')), z.maximum(100)),
        scaleMin: z.number().check(z.int(), z.minimum(0), z.maximum(10)),
        scaleMax: z.number().check(z.int(), z.minimum(1), z.maximum(10)),
      }),
    )
    .check(z.maxLength(20, msg('At most 20 criteria.'))),
});

/** Creating or editing a programme (manage_program_settings); the server checks the window's order. */
export const programSettingsInput = z.object({
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, msg('Give the programme an address.')),
      z.maxLength(80),
      z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, msg('Use lower-case words joined by -, e.g. stepup-scholars.')),
    ),
  name: text(120, msg('Name the programme.')),
  summary: text(400, msg('Write a one-sentence summary.')),
  description: z.string().check(z.maxLength(20000)),
  whoFor: z.string().check(z.maxLength(10000)),
  howToApply: z.string().check(z.maxLength(10000)),
  status: programStatus,
  opensAt: z.nullable(isoInstant),
  closesAt: z.nullable(isoInstant),
  timeZone: timeZoneField,
  capacity: z.nullable(
    z.number().check(z.int(msg('Give a whole number.')), z.minimum(1, msg('At least 1 place.')), z.maximum(100000)),
  ),
  form: applicationForm,
  rubric,
});
export type ProgramSettingsInput = z.infer<typeof programSettingsInput>;

/**
 * Autosaved answers: any subset; the server keeps what it is given and checks each value's shape. `step` is the form's
 * step the applicant is on, kept so they continue there on any device.
 */
export const saveAnswersInput = z.object({
  answers: z.record(
    z.string(),
    z.nullable(
      z.union([z.string().check(z.maxLength(40000)), z.array(z.string().check(z.maxLength(200))).check(z.maxLength(30))]),
    ),
  ),
  step: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
export type SaveAnswersInput = z.infer<typeof saveAnswersInput>;

export const startApplicationInput = z.object({ programId: z.string().check(z.minLength(1, msg('Choose a programme.'))) });
export const withdrawInput = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000, msg('Keep the reason to 1000 characters or fewer.')))),
});

export const QUEUE_SORTS = ['submitted_desc', 'submitted_asc', 'score_desc', 'updated_desc'] as const;
export const queueQuery = z.object({
  status: z.optional(z.enum(QUEUED_STATUSES, { error: msg('Choose a status.') })),
  programId: z.optional(z.string().check(z.maxLength(64))),
  decision: z.optional(z.enum([...DECISIONS, 'none'], { error: msg('Choose a decision.') })),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, msg('Keep the search to 100 characters or fewer.')))),
  sort: z.optional(z.enum(QUEUE_SORTS, { error: msg('Choose an order.') })),
  assignedToMe: z.optional(z.enum(['1', '0'])),
  cursor: z.optional(cursor),
  limit: z.optional(limit(200)),
});
export type QueueQuery = Omit<z.input<typeof queueQuery>, 'limit'> & { limit?: number };

/** The words when answers are asked for without a programme: its questions are the file's columns. */
export const ANSWERS_NEED_A_PROGRAMME = msg('Choose a programme to export its answers: each programme asks its own questions.');

/**
 * The queue's filters for the whole set as CSV (a page's cursor and size mean nothing to an export), and whether to
 * add every answer and the reviewers' scores (`answers=1`), which needs one programme.
 */
export const exportQueueQuery = z
  .extend(z.omit(queueQuery, { cursor: true, limit: true }), { answers: z.optional(z.enum(['1'])) })
  .check(
    z.refine((query) => query.answers !== '1' || Boolean(query.programId), {
      message: ANSWERS_NEED_A_PROGRAMME,
      path: ['programId'],
    }),
  );
export type ExportQueueQuery = z.input<typeof exportQueueQuery>;

export const myApplicationsQuery = z.object({ cursor: z.optional(cursor), limit: z.optional(limit(100)) });
export type MyApplicationsQuery = Omit<z.input<typeof myApplicationsQuery>, 'limit'> & { limit?: number };

/** The words for an empty reviewer choice and an empty conflict reason, also what their dialogs fall back on. */
export const REVIEWERS_REQUIRED = msg('Choose at least one reviewer.');
export const CONFLICT_REASON_REQUIRED = msg('Say briefly what the conflict is.');

export const assignReviewersInput = z.object({
  reviewerUids: z
    .array(z.string().check(z.minLength(1), z.maxLength(128)))
    .check(z.minLength(1, REVIEWERS_REQUIRED), z.maxLength(10, msg('At most 10 reviewers.'))),
});
export const conflictInput = z.object({ reason: text(1000, CONFLICT_REASON_REQUIRED) });
export const reviewInput = z.object({
  scores: z.record(z.string(), z.number().check(z.int(msg('Scores are whole numbers.')))),
  comment: z.string().check(z.trim(), z.maxLength(5000, msg('Keep the comment to 5000 characters or fewer.'))),
  recommendation: z.enum(RECOMMENDATIONS, { error: msg('Choose a recommendation.') }),
});
export type ReviewInput = z.infer<typeof reviewInput>;

/** A decision, released to the applicant at `releaseAt` (now when not given). */
export const decisionInput = z.object({
  decision: z.enum(DECISIONS, { error: msg('Choose a decision.') }),
  releaseAt: z.optional(isoInstant),
});
export type DecisionInput = z.infer<typeof decisionInput>;
export const bulkDecisionInput = z.extend(decisionInput, {
  applicationIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1, msg('Choose at least one application.')), z.maxLength(500, msg('At most 500 at a time.'))),
});
export type BulkDecisionInput = z.infer<typeof bulkDecisionInput>;
