import type { ReviewRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpReviewRepository(transport: Transport): ReviewRepository {
  return {
    queue: (query = {}) => call(transport, routes.listReviewQueue, { query }),
    exportCsv: (query = {}) => call(transport, routes.exportReviewQueue, { query }),
    get: (id) => orNull(call(transport, routes.getReviewApplication, { params: { id } })),
    file: (id, fileId) => call(transport, routes.downloadReviewFile, { params: { id, fileId } }),
    reviewers: async () => (await call(transport, routes.listReviewers, {})).items,
    assign: (id, reviewerUids) => call(transport, routes.assignReviewers, { params: { id }, body: { reviewerUids } }),
    unassign: (id, uid) => call(transport, routes.unassignReviewer, { params: { id, uid } }),
    declareConflict: (id, reason) => call(transport, routes.declareConflict, { params: { id }, body: { reason } }),
    submitReview: (id, body) => call(transport, routes.submitReview, { params: { id }, body }),
    decide: (id, body) => call(transport, routes.decideApplication, { params: { id }, body }),
    decideMany: (body) => call(transport, routes.decideApplications, { body }),
    assignStudentRole: (id) => call(transport, routes.assignStudentRole, { params: { id } }),
  };
}
