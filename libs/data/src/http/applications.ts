import * as applications from '../contract/applications/applications.js';
import * as files from '../contract/applications/files.js';
import type { ApplicationsRepository } from '../repositories.js';
import type { Notice } from '../types.js';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpApplicationsRepository(transport: Transport): ApplicationsRepository {
  return {
    mine: (query = {}) => call(transport, applications.listMyApplications, { query }),
    get: (id) => orNull(call(transport, applications.getMyApplication, { params: { id } })),
    start: (programId) => call(transport, applications.startApplication, { body: { programId } }),
    save: (id, answers, step) =>
      call(transport, applications.saveAnswers, { params: { id }, body: step === undefined ? { answers } : { answers, step } }),
    upload: (id, questionId, file, onProgress) =>
      call(transport, files.uploadApplicationFile, {
        params: { id },
        query: { questionId },
        file,
        ...(onProgress ? { onProgress } : {}),
      }),
    removeFile: (id, fileId) => call(transport, files.removeApplicationFile, { params: { id, fileId } }),
    download: (id, fileId) => call(transport, files.downloadApplicationFile, { params: { id, fileId } }),
    submit: (id) => call(transport, applications.submitApplication, { params: { id } }),
    withdraw: (id, reason) =>
      call(transport, applications.withdrawApplication, { params: { id }, body: reason ? { reason } : {} }),
    // Notices are the people area's, not yet declared.
    notices: async () => (await transport.request<{ items: Notice[] }>('GET', '/notices')).items,
    markNoticeRead: (noticeId) => transport.request('POST', `/notices/${encodeURIComponent(noticeId)}/read`),
  };
}
