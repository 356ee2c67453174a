import type { DeliveryRepository } from '../../repositories.js';
import type { Cohort, CohortCandidate, CohortMember, StaffAssignment, StaffModule } from '../../types.js';
import type { Transport } from '../transport.js';

const part = encodeURIComponent;
const cohort = (id: string) => `/cohorts/${part(id)}`;
const member = (cohortId: string, uid: string) => `${cohort(cohortId)}/members/${part(uid)}`;
const module = (id: string) => `/modules/${part(id)}`;

export function httpDeliveryRepository(transport: Transport): DeliveryRepository {
  const items = async <T>(path: string, query?: Record<string, string | undefined>) =>
    (await transport.request<{ items: T[] }>('GET', path, { query })).items;
  return {
    cohorts: (programId) => items<Cohort>('/cohorts', { programId }),
    cohort: (id) => transport.request('GET', cohort(id)),
    createCohort: (programId, input) => transport.request('POST', `/programs/${part(programId)}/cohorts`, { body: input }),
    updateCohort: (id, input) => transport.request('PUT', cohort(id), { body: input }),
    members: (cohortId) => items<CohortMember>(`${cohort(cohortId)}/members`),
    cohortCandidates: (cohortId) => items<CohortCandidate>(`${cohort(cohortId)}/candidates`),
    addMembers: async (cohortId, input) =>
      (await transport.request<{ items: CohortMember[] }>('POST', `${cohort(cohortId)}/members`, { body: input })).items,
    complete: (cohortId, uid, input) => transport.request('POST', `${member(cohortId, uid)}/complete`, { body: input }),
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
    mentorCandidates: () => items('/mentors'),
    pairMentor: (cohortId, uid, input) => transport.request('PUT', `${member(cohortId, uid)}/mentor`, { body: input }),
    unpairMentor: (cohortId, uid) => transport.request('DELETE', `${member(cohortId, uid)}/mentor`),
    setEarlierWork: (cohortId, uid, input) => transport.request('PUT', `${member(cohortId, uid)}/earlier-work`, { body: input }),
  };
}
