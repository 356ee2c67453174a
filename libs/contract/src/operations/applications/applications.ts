import * as z from 'zod/mini';
import {
  APPLICATION_STATUSES,
  DECISIONS,
  myApplicationsQuery,
  saveAnswersInput,
  startApplicationInput,
  withdrawInput,
} from '../../schemas/applications.js';
import { operation } from '../operation.js';
import { savedForm } from './programs.js';

export const programRef = z.strictObject({ id: z.string(), slug: z.string(), name: z.string() });
export type ProgramRef = z.output<typeof programRef>;

export const uploadedFile = z.strictObject({
  id: z.string(),
  questionId: z.string(),
  name: z.string(),
  /** MIME type as checked by the server (from the content, not the name). */
  type: z.string(),
  size: z.int(),
  uploadedAt: z.string(),
});
export type UploadedFile = z.output<typeof uploadedFile>;

/** short_text, long_text, date (YYYY-MM-DD): a string; choice: a string or, with `multiple`, strings; file: its id. */
export const applicationAnswers = z.record(z.string(), z.nullable(z.union([z.string(), z.array(z.string())])));
export type Answers = z.output<typeof applicationAnswers>;
export type AnswerValue = Answers[string];

export const TIMELINE_EVENT_TYPES = ['started', 'submitted', 'review_started', 'decision_released', 'withdrawn'] as const;

export const timelineEvent = z.strictObject({
  type: z.enum(TIMELINE_EVENT_TYPES),
  at: z.string(),
  /** A sentence for the applicant, e.g. "Submitted" or "Decision: accepted". */
  text: z.string(),
});
export type TimelineEvent = z.output<typeof timelineEvent>;
export type TimelineEventType = TimelineEvent['type'];

/** One line of "my applications". An applicant sees "under_review" until a decision's release time. */
export const applicationSummary = z.strictObject({
  id: z.string(),
  program: programRef,
  status: z.enum(APPLICATION_STATUSES),
  /** Only once released. */
  decision: z.nullable(z.enum(DECISIONS)),
  /** When the programme stops taking submissions (ISO), in `timeZone`. */
  closesAt: z.nullable(z.string()),
  timeZone: z.string(),
  submittedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ApplicationSummary = z.output<typeof applicationSummary>;

/** An application as its applicant sees it. */
export const application = z.strictObject({
  ...applicationSummary.shape,
  /** The programme's form, as it was when this application was started. */
  form: savedForm,
  answers: applicationAnswers,
  files: z.array(uploadedFile),
  timeline: z.array(timelineEvent),
  /** The form's step to continue at (1-based), where the applicant last was. */
  resumeStep: z.int(),
  canEdit: z.boolean(),
  canWithdraw: z.boolean(),
});
export type Application = z.output<typeof application>;

const own = (permission: 'view_own_applications' | 'edit_own_applications') => ({ anyOf: [permission] }) as const;

export const listMyApplications = operation({
  id: 'listMyApplications',
  method: 'GET',
  path: '/applications/mine',
  summary: 'Your applications, newest first',
  query: myApplicationsQuery,
  answer: z.strictObject({ items: z.array(applicationSummary), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: own('view_own_applications'),
  refusals: [400, 401, 403],
});

export const startApplication = operation({
  id: 'startApplication',
  method: 'POST',
  path: '/applications',
  summary: 'Start an application: 201 a new draft, or 200 the one already started; 409 outside the window',
  body: startApplicationInput,
  answer: application,
  status: 201,
  access: { anyOf: ['apply_to_programs'] },
  refusals: [400, 401, 403, 404, 409],
});

export const getMyApplication = operation({
  id: 'getMyApplication',
  method: 'GET',
  path: '/applications/{id}',
  summary: 'Your own application with its timeline; anyone else’s is 404',
  answer: application,
  status: 200,
  access: own('view_own_applications'),
  refusals: [401, 403, 404],
});

export const saveAnswers = operation({
  id: 'saveAnswers',
  method: 'PATCH',
  path: '/applications/{id}/answers',
  summary: 'Autosave any answers of your draft while the window is open',
  body: saveAnswersInput,
  answer: application,
  status: 200,
  access: own('edit_own_applications'),
  refusals: [400, 401, 403, 404, 409],
});

export const submitApplication = operation({
  id: 'submitApplication',
  method: 'POST',
  path: '/applications/{id}/submit',
  summary: 'Submit your draft; refused after the deadline by the server clock; again answers the submitted one',
  answer: application,
  status: 200,
  access: { allOf: ['view_own_applications'], anyOf: ['edit_own_applications', 'apply_to_programs'] },
  refusals: [400, 401, 403, 404, 409],
});

export const withdrawApplication = operation({
  id: 'withdrawApplication',
  method: 'POST',
  path: '/applications/{id}/withdraw',
  summary: 'Withdraw your application before a decision reaches you',
  body: withdrawInput,
  answer: application,
  status: 200,
  access: own('view_own_applications'),
  refusals: [400, 401, 403, 404, 409],
});

/** The applicant's own applications, from the first draft to withdrawal. Someone else's answers 404. */
export const ownApplicationOperations = [
  listMyApplications,
  startApplication,
  getMyApplication,
  saveAnswers,
  submitApplication,
  withdrawApplication,
] as const;
