import * as learning from '@sla/contract/operations/learning';
import type { GradingRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpGradingRepository(transport: Transport): GradingRepository {
  return {
    queue: (query = {}) => call(transport, learning.listGradingQueue, { query }),
    submission: (id) => call(transport, learning.getStaffSubmission, { params: { id } }),
    downloadFile: (id, fileId) => call(transport, learning.downloadSubmissionFile, { params: { id, fileId } }),
    grade: (id, body) => call(transport, learning.gradeSubmission, { params: { id }, body }),
    returnWork: (id, body) => call(transport, learning.returnWork, { params: { id }, body }),
  };
}
