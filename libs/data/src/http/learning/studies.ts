import * as learning from '@sla/contract/operations/learning';
import type { StudiesRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpStudiesRepository(transport: Transport): StudiesRepository {
  return {
    overview: () => call(transport, learning.getStudentOverview, {}),
    modules: () => call(transport, learning.listStudentModules, {}),
    setModuleDone: (id, body) => call(transport, learning.setModuleDone, { params: { id }, body }),
    downloadModuleFile: (id, fileId) => call(transport, learning.downloadStudentModuleFile, { params: { id, fileId } }),
    assignments: async () => (await call(transport, learning.listStudentAssignments, {})).items,
    calendar: () => call(transport, learning.downloadStudentCalendar, {}),
    assignment: (id) => call(transport, learning.getStudentAssignment, { params: { id } }),
    uploadFile: (id, file, onProgress) => call(transport, learning.uploadSubmissionFile, { params: { id }, file, onProgress }),
    removeFile: (id, fileId) => call(transport, learning.removeSubmissionFile, { params: { id, fileId } }),
    downloadFile: (id, fileId) => call(transport, learning.downloadOwnFile, { params: { id, fileId } }),
    handIn: (id, body) => call(transport, learning.handIn, { params: { id }, body }),
  };
}
