import type { ApplicationsRepository } from '../repositories.js';
import type { Application, Notice } from '../types.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

const path = (id: string) => `/applications/${encodeURIComponent(id)}`;

export function httpApplicationsRepository(transport: Transport): ApplicationsRepository {
  return {
    mine: (query = {}) => transport.request('GET', '/applications/mine', { query: { ...query } }),
    get: (id) => orNull(transport.request<Application>('GET', path(id))),
    start: (programId) => transport.request('POST', '/applications', { body: { programId } }),
    save: (id, answers, step) =>
      transport.request('PATCH', `${path(id)}/answers`, { body: step === undefined ? { answers } : { answers, step } }),
    upload: (id, questionId, file, onProgress) =>
      transport.upload(`${path(id)}/files?questionId=${encodeURIComponent(questionId)}`, file, onProgress),
    removeFile: (id, fileId) => transport.request('DELETE', `${path(id)}/files/${encodeURIComponent(fileId)}`),
    download: (id, fileId) => transport.request('GET', `${path(id)}/files/${encodeURIComponent(fileId)}`, { as: 'blob' }),
    submit: (id) => transport.request('POST', `${path(id)}/submit`),
    withdraw: (id, reason) => transport.request('POST', `${path(id)}/withdraw`, { body: reason ? { reason } : {} }),
    notices: async () => (await transport.request<{ items: Notice[] }>('GET', '/notices')).items,
    markNoticeRead: (noticeId) => transport.request('POST', `/notices/${encodeURIComponent(noticeId)}/read`),
  };
}
