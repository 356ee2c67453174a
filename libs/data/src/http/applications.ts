import type { ApplicationsRepository } from '../repositories.js';
import { call } from './call.js';
import { withDeclarations } from './onFirstCall.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

/**
 * This repository is in every page's client; its declarations and their schemas load with its first call, so a
 * visitor's first load does not carry them.
 */
const declared = withDeclarations(() =>
  Promise.all([
    import('@sla/contract/operations/applications/applications'),
    import('@sla/contract/operations/applications/files'),
    import('@sla/contract/operations/people/notices'),
  ]).then(([applications, files, notices]) => ({ ...applications, ...files, ...notices })),
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
    notices: async () => (await declared((op) => call(transport, op.listNotices, {}))).items,
    markNoticeRead: (noticeId) => declared((op) => call(transport, op.markNoticeRead, { params: { id: noticeId } })),
  };
}
