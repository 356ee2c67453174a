import type * as applicationsContract from '../contract/applications/applications.js';
import type * as filesContract from '../contract/applications/files.js';
import type { ApplicationsRepository } from '../repositories.js';
import type { Notice } from '../types.js';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

type Applications = typeof applicationsContract & typeof filesContract;

/**
 * This repository is in every page's client; its declarations and their schemas load with its first call, so a
 * visitor's first load does not carry them.
 */
const declared = <T>(use: (applications: Applications) => Promise<T>): Promise<T> =>
  Promise.all([import('../contract/applications/applications.js'), import('../contract/applications/files.js')]).then(
    ([applications, files]) => use({ ...applications, ...files }),
  );

export function httpApplicationsRepository(transport: Transport): ApplicationsRepository {
  return {
    mine: (query = {}) => declared((op) => call(transport, op.listMyApplications, { query })),
    get: (id) => orNull(declared((op) => call(transport, op.getMyApplication, { params: { id } }))),
    start: (programId) => declared((op) => call(transport, op.startApplication, { body: { programId } })),
    save: (id, answers, step) =>
      declared((op) =>
        call(transport, op.saveAnswers, { params: { id }, body: step === undefined ? { answers } : { answers, step } }),
      ),
    upload: (id, questionId, file, onProgress) =>
      declared((op) =>
        call(transport, op.uploadApplicationFile, {
          params: { id },
          query: { questionId },
          file,
          ...(onProgress ? { onProgress } : {}),
        }),
      ),
    removeFile: (id, fileId) => declared((op) => call(transport, op.removeApplicationFile, { params: { id, fileId } })),
    download: (id, fileId) => declared((op) => call(transport, op.downloadApplicationFile, { params: { id, fileId } })),
    submit: (id) => declared((op) => call(transport, op.submitApplication, { params: { id } })),
    withdraw: (id, reason) =>
      declared((op) => call(transport, op.withdrawApplication, { params: { id }, body: reason ? { reason } : {} })),
    // Notices are the people area's, not declared yet.
    notices: async () => (await transport.request<{ items: Notice[] }>('GET', '/notices')).items,
    markNoticeRead: (noticeId) => transport.request('POST', `/notices/${encodeURIComponent(noticeId)}/read`),
  };
}
