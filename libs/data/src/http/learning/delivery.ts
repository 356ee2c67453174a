import * as cohorts from '../../contract/learning/cohorts.js';
import type { DeliveryRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { StaffAssignment, StaffModule } from '../../types.js';
import type { Transport } from '../transport.js';

const part = encodeURIComponent;
const cohort = (id: string) => `/cohorts/${part(id)}`;
const module = (id: string) => `/modules/${part(id)}`;

export function httpDeliveryRepository(transport: Transport): DeliveryRepository {
  const items = async <T>(path: string, query?: Record<string, string | undefined>) =>
    (await transport.request<{ items: T[] }>('GET', path, { query })).items;
  return {
    cohorts: async (programId) => (await call(transport, cohorts.listCohorts, { query: { programId } })).items,
    cohort: (id) => call(transport, cohorts.getCohort, { params: { id } }),
    createCohort: (programId, body) => call(transport, cohorts.createCohort, { params: { id: programId }, body }),
    updateCohort: (id, body) => call(transport, cohorts.updateCohort, { params: { id }, body }),
    members: async (id) => (await call(transport, cohorts.listMembers, { params: { id } })).items,
    cohortCandidates: async (id) => (await call(transport, cohorts.cohortCandidates, { params: { id } })).items,
    addMembers: async (id, body) => (await call(transport, cohorts.addMembers, { params: { id }, body })).items,
    complete: (id, uid, body) => call(transport, cohorts.completeMember, { params: { id, uid }, body }),
    modules: (cohortId) => items<StaffModule>(`${cohort(cohortId)}/modules`),
    createModule: (cohortId, input) => transport.request('POST', `${cohort(cohortId)}/modules`, { body: input }),
    updateModule: (id, input) => transport.request('PUT', module(id), { body: input }),
    deleteModule: (id) => transport.request('DELETE', module(id)),
    reorderModules: async (cohortId, input) =>
      (await transport.request<{ items: StaffModule[] }>('PUT', `${cohort(cohortId)}/module-order`, { body: input })).items,
    uploadModuleFile: (id, file, onProgress) => transport.upload(`${module(id)}/files`, file, onProgress),
    removeModuleFile: (id, fileId) => transport.request('DELETE', `${module(id)}/files/${part(fileId)}`),
    downloadModuleFile: (id, fileId) => transport.request('GET', `${module(id)}/files/${part(fileId)}`, { as: 'blob' }),
    assignments: (cohortId) => items<StaffAssignment>(`${cohort(cohortId)}/assignments`),
    createAssignment: (cohortId, input) => transport.request('POST', `${cohort(cohortId)}/assignments`, { body: input }),
    updateAssignment: (id, input) => transport.request('PUT', `/assignments/${part(id)}`, { body: input }),
    deleteAssignment: (id) => transport.request('DELETE', `/assignments/${part(id)}`),
    mentorCandidates: async () => (await call(transport, cohorts.listMentorCandidates, {})).items,
    pairMentor: (id, uid, body) => call(transport, cohorts.pairMentor, { params: { id, uid }, body }),
    unpairMentor: (id, uid) => call(transport, cohorts.unpairMentor, { params: { id, uid } }),
    setEarlierWork: (id, uid, body) => call(transport, cohorts.setEarlierWork, { params: { id, uid }, body }),
  };
}
