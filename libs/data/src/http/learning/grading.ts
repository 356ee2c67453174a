import type { GradingRepository } from '../../repositories.js';
import type { Transport } from '../transport.js';

const submission = (id: string) => `/grading/${encodeURIComponent(id)}`;

export function httpGradingRepository(transport: Transport): GradingRepository {
  return {
    queue: (query = {}) => transport.request('GET', '/grading', { query: { ...query } }),
    submission: (id) => transport.request('GET', submission(id)),
    downloadFile: (id, fileId) =>
      transport.request('GET', `${submission(id)}/files/${encodeURIComponent(fileId)}`, { as: 'blob' }),
    grade: (id, input) => transport.request('POST', `${submission(id)}/grade`, { body: input }),
    returnWork: (id, input) => transport.request('POST', `${submission(id)}/return`, { body: input }),
  };
}
