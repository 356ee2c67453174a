import type { ReviewRepository } from '../repositories.js';
import type { Reviewer, StaffApplication } from '../types.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

const path = (id: string) => `/review/applications/${encodeURIComponent(id)}`;

export function httpReviewRepository(transport: Transport): ReviewRepository {
  return {
    queue: (query = {}) => transport.request('GET', '/review/queue', { query: { ...query } }),
    exportCsv: (query = {}) => transport.request('GET', '/review/queue.csv', { query: { ...query }, as: 'blob' }),
    get: (id) => orNull(transport.request<StaffApplication>('GET', path(id))),
    file: (id, fileId) => transport.request('GET', `${path(id)}/files/${encodeURIComponent(fileId)}`, { as: 'blob' }),
    reviewers: async () => (await transport.request<{ items: Reviewer[] }>('GET', '/review/reviewers')).items,
    assign: (id, reviewerUids) => transport.request('POST', `${path(id)}/reviewers`, { body: { reviewerUids } }),
    unassign: (id, reviewerUid) => transport.request('DELETE', `${path(id)}/reviewers/${encodeURIComponent(reviewerUid)}`),
    declareConflict: (id, reason) => transport.request('POST', `${path(id)}/conflict`, { body: { reason } }),
    submitReview: (id, input) => transport.request('PUT', `${path(id)}/review`, { body: input }),
    decide: (id, input) => transport.request('POST', `${path(id)}/decision`, { body: input }),
    decideMany: (input) => transport.request('POST', '/review/decisions', { body: input }),
    assignStudentRole: (id) => transport.request('POST', `${path(id)}/student-role`),
  };
}
