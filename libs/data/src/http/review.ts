import * as review from '../contract/applications/review.js';
import type { ReviewRepository } from '../repositories.js';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpReviewRepository(transport: Transport): ReviewRepository {
  return {
    queue: (query = {}) => call(transport, review.listReviewQueue, { query }),
    exportCsv: (query = {}) => call(transport, review.exportReviewQueue, { query }),
    get: (id) => orNull(call(transport, review.getReviewApplication, { params: { id } })),
    file: (id, fileId) => call(transport, review.downloadReviewFile, { params: { id, fileId } }),
    reviewers: async () => (await call(transport, review.listReviewers, {})).items,
    assign: (id, reviewerUids) => call(transport, review.assignReviewers, { params: { id }, body: { reviewerUids } }),
    unassign: (id, uid) => call(transport, review.unassignReviewer, { params: { id, uid } }),
    declareConflict: (id, reason) => call(transport, review.declareConflict, { params: { id }, body: { reason } }),
    submitReview: (id, body) => call(transport, review.submitReview, { params: { id }, body }),
    decide: (id, body) => call(transport, review.decideApplication, { params: { id }, body }),
    decideMany: (body) => call(transport, review.decideApplications, { body }),
    assignStudentRole: (id) => call(transport, review.assignStudentRole, { params: { id } }),
  };
}
