import {
  APPLICATION_STATUSES,
  assignReviewersInput,
  bulkDecisionInput,
  conflictInput,
  decisionInput,
  DECISIONS,
  queueQuery,
  RECOMMENDATIONS,
  reviewInput,
} from '@sla/data/schemas';
import { answers, body, nullable, object, ok, page, queryParams, ref } from './openapiHelpers.js';

const str = { type: 'string' };
const time = { type: 'string', format: 'date-time' };
const int = { type: 'integer' };
const array = (items: object) => ({ type: 'array', items });
const pathParam = (name: string) => ({ name, in: 'path', required: true, schema: str });
const id = pathParam('id');
const staffApplication = ok('The application as staff see it', ref('StaffApplication'));

const person = object({ uid: str, displayName: nullable('string'), email: nullable('string') });
const programRef = object({ id: str, slug: str, name: str });
const status = { enum: [...APPLICATION_STATUSES] };
const decision = { enum: [...DECISIONS, null] };
const review = object({
  reviewerUid: str,
  reviewerName: str,
  scores: { type: 'object', additionalProperties: int },
  weightedScore: { type: 'number' },
  comment: str,
  recommendation: { enum: [...RECOMMENDATIONS] },
  submittedAt: time,
});

export const reviewComponents = {
  QueueItem: object({
    id: str,
    applicant: person,
    program: programRef,
    status,
    decision,
    decisionReleaseAt: nullable('string'),
    submittedAt: nullable('string'),
    updatedAt: time,
    reviewers: int,
    reviewsSubmitted: int,
    averageScore: nullable('number'),
  }),
  Review: review,
  StaffApplication: {
    ...object({
      id: str,
      applicant: person,
      program: programRef,
      status,
      decision,
      decisionReleaseAt: nullable('string'),
      answers: { type: 'object' },
      files: array(object({ id: str, questionId: str, name: str, type: str, size: int, uploadedAt: time })),
      timeline: array(object({ type: str, at: time, text: str })),
      reviewers: array(object({ reviewerUid: str, reviewerName: str, assignedAt: time, reviewSubmitted: { type: 'boolean' } })),
      myReview: { oneOf: [ref('Review'), { type: 'null' }] },
      assignedToMe: { type: 'boolean' },
      studentRole: { enum: ['not_applicable', 'awaiting_release', 'assigned', 'refused'] },
      studentRoleMessage: nullable('string'),
      reviews: array(ref('Review')),
    }),
    additionalProperties: true,
  },
  Reviewer: person,
  BulkDecisionResult: object({ decided: array(str), refused: array(object({ id: str, message: str })) }),
};

/** Staff review. */
export function reviewPaths() {
  return {
    '/review/queue': {
      get: {
        summary: 'The review queue, filtered and sorted, by keyset page; no drafts unless status=draft (view_applications)',
        parameters: queryParams(queueQuery),
        responses: answers({ 200: page('QueueItem') }, 400, 401, 403),
      },
    },
    '/review/queue.csv': {
      get: {
        summary: "The queue's filtered set as CSV, streamed (export_applications)",
        parameters: queryParams(queueQuery).filter((parameter) => parameter.name !== 'cursor' && parameter.name !== 'limit'),
        responses: answers(
          { 200: { description: 'A CSV file, streamed', content: { 'text/csv': { schema: str } } } },
          400,
          401,
          403,
        ),
      },
    },
    '/review/reviewers': {
      get: {
        summary: 'Who may review: admins and staff (view_applications)',
        responses: answers({ 200: ok('Reviewers', object({ items: array(ref('Reviewer')) })) }, 401, 403),
      },
    },
    '/review/decisions': {
      post: {
        summary: 'One decision for many applications; each decided or refused with its reason (manage_applications)',
        requestBody: body(bulkDecisionInput),
        responses: answers({ 200: ok('What was decided', ref('BulkDecisionResult')) }, 400, 401, 403),
      },
    },
    '/review/applications/{id}': {
      get: {
        summary: 'An application, whole, for review; 404 after declaring a conflict (review_applications)',
        parameters: [id],
        responses: answers({ 200: staffApplication }, 401, 403, 404),
      },
    },
    '/review/applications/{id}/files/{fileId}': {
      get: {
        summary: 'An uploaded file, as a download (review_applications)',
        parameters: [id, pathParam('fileId')],
        responses: answers(
          {
            200: {
              description: 'The file',
              content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
            },
          },
          401,
          403,
          404,
        ),
      },
    },
    '/review/applications/{id}/reviewers': {
      post: {
        summary: 'Assign reviewers; the first moves a submitted application to under review (manage_applications)',
        parameters: [id],
        requestBody: body(assignReviewersInput),
        responses: answers({ 200: staffApplication }, 400, 401, 403, 404, 409),
      },
    },
    '/review/applications/{id}/reviewers/{uid}': {
      delete: {
        summary: 'Take a reviewer off, unless their review is in (manage_applications)',
        parameters: [id, pathParam('uid')],
        responses: answers({ 200: staffApplication }, 401, 403, 404, 409),
      },
    },
    '/review/applications/{id}/conflict': {
      post: {
        summary:
          'Declare a conflict of interest: your assignment and review go, and the application is hidden from you (review_applications)',
        parameters: [id],
        requestBody: body(conflictInput),
        responses: answers({ 204: { description: 'Declared' } }, 400, 401, 403, 404),
      },
    },
    '/review/applications/{id}/review': {
      put: {
        summary: 'Submit or change your review, as an assigned reviewer (review_applications)',
        parameters: [id],
        requestBody: body(reviewInput),
        responses: answers({ 200: staffApplication }, 400, 401, 403, 404, 409),
      },
    },
    '/review/applications/{id}/decision': {
      post: {
        summary: 'Decide, released at releaseAt or now; a released decision cannot change (manage_applications)',
        parameters: [id],
        requestBody: body(decisionInput),
        responses: answers({ 200: staffApplication }, 400, 401, 403, 404, 409),
      },
    },
    '/review/applications/{id}/student-role': {
      post: {
        summary: 'Make an accepted, released applicant a student when the release could not (manage_roles)',
        parameters: [id],
        responses: answers({ 200: staffApplication }, 401, 403, 404, 409),
      },
    },
  };
}
