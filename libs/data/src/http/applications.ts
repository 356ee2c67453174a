import type { ApplicationsRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpApplicationsRepository(transport: Transport): ApplicationsRepository {
  return {
    mine: (query = {}) => call(transport, routes.listMyApplications, { query }),
    get: (id) => orNull(call(transport, routes.getMyApplication, { params: { id } })),
    start: (programId) => call(transport, routes.startApplication, { body: { programId } }),
    save: (id, answers, step) =>
      call(transport, routes.saveAnswers, { params: { id }, body: step === undefined ? { answers } : { answers, step } }),
    upload: (id, questionId, file, onProgress) =>
      call(transport, routes.uploadApplicationFile, {
        params: { id },
        query: { questionId },
        file,
        ...(onProgress ? { onProgress } : {}),
      }),
    removeFile: (id, fileId) => call(transport, routes.removeApplicationFile, { params: { id, fileId } }),
    download: (id, fileId) => call(transport, routes.downloadApplicationFile, { params: { id, fileId } }),
    submit: (id) => call(transport, routes.submitApplication, { params: { id } }),
    withdraw: (id, reason) => call(transport, routes.withdrawApplication, { params: { id }, body: reason ? { reason } : {} }),
    notices: async () => (await call(transport, routes.listNotices, {})).items,
    markNoticeRead: (noticeId) => call(transport, routes.markNoticeRead, { params: { id: noticeId } }),
  };
}
