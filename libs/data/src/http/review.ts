import type { ReviewRepository } from '../repositories.js';
import { call } from './call.js';
import { withDeclarations } from './onFirstCall.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

/**
 * This repository is in every page's client; its declarations and their schemas load with its first call, so a
 * visitor's first load does not carry them.
 */
const declared = withDeclarations(() => import('@sla/contract/operations/applications/review'));

export function httpReviewRepository(transport: Transport): ReviewRepository {
  return {
    queue: (query = {}) => declared((op) => call(transport, op.listReviewQueue, { query })),
    exportCsv: (query = {}) => declared((op) => call(transport, op.exportReviewQueue, { query })),
    get: (id) => orNull(declared((op) => call(transport, op.getReviewApplication, { params: { id } }))),
    file: (id, fileId) => declared((op) => call(transport, op.downloadReviewFile, { params: { id, fileId } })),
    reviewers: async () => (await declared((op) => call(transport, op.listReviewers, {}))).items,
    assign: (id, reviewerUids) =>
      declared((op) => call(transport, op.assignReviewers, { params: { id }, body: { reviewerUids } })),
    unassign: (id, uid) => declared((op) => call(transport, op.unassignReviewer, { params: { id, uid } })),
    declareConflict: (id, reason) => declared((op) => call(transport, op.declareConflict, { params: { id }, body: { reason } })),
    submitReview: (id, body) => declared((op) => call(transport, op.submitReview, { params: { id }, body })),
    decide: (id, body) => declared((op) => call(transport, op.decideApplication, { params: { id }, body })),
    decideMany: (body) => declared((op) => call(transport, op.decideApplications, { body })),
    assignStudentRole: (id) => declared((op) => call(transport, op.assignStudentRole, { params: { id } })),
  };
}
