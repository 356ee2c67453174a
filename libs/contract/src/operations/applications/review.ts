import * as z from 'zod/mini';
import {
  APPLICATION_STATUSES,
  assignReviewersInput,
  bulkDecisionInput,
  conflictInput,
  decisionInput,
  DECISIONS,
  exportQueueQuery,
  queueQuery,
  RECOMMENDATIONS,
  reviewInput,
} from '../../schemas/applications.js';
import { fileAnswer, operation } from '../operation.js';
import { applicationAnswers, programRef, uploadedFile } from './applications.js';
import { savedForm, savedRubric } from './programs.js';

/** Someone by name and address: an applicant, or a member of staff who may review. */
export const person = z.strictObject({ uid: z.string(), displayName: z.nullable(z.string()), email: z.nullable(z.string()) });
export type Reviewer = z.output<typeof person>;

/** A row of the staff queue. */
export const queueItem = z.strictObject({
  id: z.string(),
  applicant: person,
  program: programRef,
  status: z.enum(APPLICATION_STATUSES),
  decision: z.nullable(z.enum(DECISIONS)),
  decisionReleaseAt: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  updatedAt: z.string(),
  reviewers: z.int(),
  reviewsSubmitted: z.int(),
  /** Mean of the submitted reviews' weighted scores, 0–100; null before any. */
  averageScore: z.nullable(z.number()),
});
export type QueueItem = z.output<typeof queueItem>;

export const review = z.strictObject({
  reviewerUid: z.string(),
  reviewerName: z.string(),
  /** Criterion id to its score. */
  scores: z.record(z.string(), z.number()),
  /** Weighted mean of the scores, scaled to 0–100. */
  weightedScore: z.number(),
  comment: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  submittedAt: z.string(),
});
export type Review = z.output<typeof review>;
export type Recommendation = Review['recommendation'];

export const reviewerAssignment = z.strictObject({
  reviewerUid: z.string(),
  reviewerName: z.string(),
  assignedAt: z.string(),
  reviewSubmitted: z.boolean(),
});
export type ReviewerAssignment = z.output<typeof reviewerAssignment>;

/** What staff see happen: the applicant's events and staff-only ones (reviewer_assigned, decision_recorded, ...). */
export const staffTimelineEvent = z.strictObject({ type: z.string(), at: z.string(), text: z.string() });
export type StaffTimelineEvent = z.output<typeof staffTimelineEvent>;

export const STUDENT_ROLE_STATES = ['not_applicable', 'awaiting_release', 'assigned', 'refused'] as const;

/** An application as staff see it (review_applications). */
export const staffApplication = z.strictObject({
  id: z.string(),
  applicant: person,
  program: programRef,
  form: savedForm,
  rubric: savedRubric,
  status: z.enum(APPLICATION_STATUSES),
  decision: z.nullable(z.enum(DECISIONS)),
  decisionReleaseAt: z.nullable(z.string()),
  answers: applicationAnswers,
  files: z.array(uploadedFile),
  timeline: z.array(staffTimelineEvent),
  submittedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  reviewers: z.array(reviewerAssignment),
  /** The caller's own review, if they have submitted one. */
  myReview: z.nullable(review),
  /** The caller is assigned to review this application. */
  assignedToMe: z.boolean(),
  /**
   * An accepted applicant becomes a student through role assignment when the decision is released, acting as the
   * person who decided. Only an admin may assign student, so a staff member's acceptance ends "refused" (with the
   * assignment's message) until an admin assigns the role.
   */
  studentRole: z.enum(STUDENT_ROLE_STATES),
  studentRoleMessage: z.nullable(z.string()),
  /**
   * Everyone's submitted reviews: only once the caller has submitted their own, or when the caller is not one of its
   * reviewers (staff deciding); otherwise empty (fair review: no anchoring).
   */
  reviews: z.array(review),
});
export type StaffApplication = z.output<typeof staffApplication>;
export type StudentRoleState = StaffApplication['studentRole'];

/** The outcome of deciding several applications at once: what was decided, what was refused and why. */
export const bulkDecisionResult = z.strictObject({
  decided: z.array(z.string()),
  refused: z.array(z.strictObject({ id: z.string(), message: z.string() })),
});
export type BulkDecisionResult = z.output<typeof bulkDecisionResult>;

const readers = { anyOf: ['view_applications'] } as const;
const reviewers = { anyOf: ['review_applications'] } as const;
const managers = { anyOf: ['manage_applications'] } as const;

export const listReviewQueue = operation({
  id: 'listReviewQueue',
  method: 'GET',
  path: '/review/queue',
  summary: 'The review queue, filtered and sorted, by keyset page; no drafts unless status=draft',
  query: queueQuery,
  answer: z.strictObject({ items: z.array(queueItem), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: readers,
  refusals: [400, 401, 403],
});

export const exportReviewQueue = operation({
  id: 'exportReviewQueue',
  method: 'GET',
  path: '/review/queue.csv',
  summary: "The queue's filtered set as CSV, streamed; with answers=1 (one programme) every answer and the reviewers' scores too",
  query: exportQueueQuery,
  answer: fileAnswer('text/csv'),
  status: 200,
  access: { anyOf: ['export_applications'] },
  refusals: [400, 401, 403],
});

export const listReviewers = operation({
  id: 'listReviewers',
  method: 'GET',
  path: '/review/reviewers',
  summary: 'Who may review: admins and staff',
  answer: z.strictObject({ items: z.array(person) }),
  status: 200,
  access: readers,
  refusals: [401, 403],
});

export const decideApplications = operation({
  id: 'decideApplications',
  method: 'POST',
  path: '/review/decisions',
  summary: 'One decision for many applications; each decided or refused with its reason',
  body: bulkDecisionInput,
  answer: bulkDecisionResult,
  status: 200,
  access: managers,
  refusals: [400, 401, 403],
});

export const getReviewApplication = operation({
  id: 'getReviewApplication',
  method: 'GET',
  path: '/review/applications/{id}',
  summary: 'An application, whole, for review; 404 after declaring a conflict',
  answer: staffApplication,
  status: 200,
  access: reviewers,
  refusals: [401, 403, 404],
});

export const downloadReviewFile = operation({
  id: 'downloadReviewFile',
  method: 'GET',
  path: '/review/applications/{id}/files/{fileId}',
  summary: 'An uploaded file, as a download in its own type',
  answer: fileAnswer('application/octet-stream'),
  status: 200,
  access: reviewers,
  refusals: [401, 403, 404],
});

export const assignReviewers = operation({
  id: 'assignReviewers',
  method: 'POST',
  path: '/review/applications/{id}/reviewers',
  summary: 'Assign reviewers; the first moves a submitted application to under review',
  body: assignReviewersInput,
  answer: staffApplication,
  status: 200,
  access: managers,
  refusals: [400, 401, 403, 404, 409],
});

export const unassignReviewer = operation({
  id: 'unassignReviewer',
  method: 'DELETE',
  path: '/review/applications/{id}/reviewers/{uid}',
  summary: 'Take a reviewer off, unless their review is in',
  answer: staffApplication,
  status: 200,
  access: managers,
  refusals: [401, 403, 404, 409],
});

export const declareConflict = operation({
  id: 'declareConflict',
  method: 'POST',
  path: '/review/applications/{id}/conflict',
  summary: 'Declare a conflict of interest: your assignment and review go, and the application is hidden from you',
  body: conflictInput,
  answer: null,
  status: 204,
  access: reviewers,
  refusals: [400, 401, 403, 404],
});

export const submitReview = operation({
  id: 'submitReview',
  method: 'PUT',
  path: '/review/applications/{id}/review',
  summary: 'Submit or change your review, as an assigned reviewer',
  body: reviewInput,
  answer: staffApplication,
  status: 200,
  access: reviewers,
  refusals: [400, 401, 403, 404, 409],
});

export const decideApplication = operation({
  id: 'decideApplication',
  method: 'POST',
  path: '/review/applications/{id}/decision',
  summary: 'Decide, released at releaseAt or now; a released decision cannot change',
  body: decisionInput,
  answer: staffApplication,
  status: 200,
  access: managers,
  refusals: [400, 401, 403, 404, 409],
});

export const assignStudentRole = operation({
  id: 'assignStudentRole',
  method: 'POST',
  path: '/review/applications/{id}/student-role',
  summary: 'Make an accepted, released applicant a student when the release could not',
  answer: staffApplication,
  status: 200,
  access: { anyOf: ['manage_roles'] },
  refusals: [401, 403, 404, 409],
});

/** Staff review: the queue, an application with its files, reviewers, reviews, decisions. */
export const reviewOperations = [
  listReviewQueue,
  exportReviewQueue,
  listReviewers,
  decideApplications,
  getReviewApplication,
  downloadReviewFile,
  assignReviewers,
  unassignReviewer,
  declareConflict,
  submitReview,
  decideApplication,
  assignStudentRole,
] as const;
