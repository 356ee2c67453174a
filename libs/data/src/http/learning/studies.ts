import type { StudiesRepository } from '../../repositories.js';
import type { StudentAssignmentSummary } from '../../types.js';
import type { Transport } from '../transport.js';

const part = encodeURIComponent;
const assignment = (id: string) => `/student/assignments/${part(id)}`;

export function httpStudiesRepository(transport: Transport): StudiesRepository {
  return {
    overview: () => transport.request('GET', '/student/overview'),
    modules: () => transport.request('GET', '/student/modules'),
    setModuleDone: (moduleId, input) => transport.request('PUT', `/student/modules/${part(moduleId)}/done`, { body: input }),
    downloadModuleFile: (moduleId, fileId) =>
      transport.request('GET', `/student/modules/${part(moduleId)}/files/${part(fileId)}`, { as: 'blob' }),
    assignments: async () =>
      (await transport.request<{ items: StudentAssignmentSummary[] }>('GET', '/student/assignments')).items,
    calendar: () => transport.request('GET', '/student/calendar.ics', { as: 'blob' }),
    assignment: (id) => transport.request('GET', assignment(id)),
    uploadFile: (id, file, onProgress) => transport.upload(`${assignment(id)}/files`, file, onProgress),
    removeFile: (id, fileId) => transport.request('DELETE', `${assignment(id)}/files/${part(fileId)}`),
    downloadFile: (id, fileId) => transport.request('GET', `${assignment(id)}/files/${part(fileId)}`, { as: 'blob' }),
    handIn: (id, input) => transport.request('POST', `${assignment(id)}/submission`, { body: input }),
  };
}
