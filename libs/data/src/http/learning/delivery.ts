import * as learning from '@sla/contract/operations/learning';
import type { DeliveryRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpDeliveryRepository(transport: Transport): DeliveryRepository {
  return {
    cohorts: async (programId) => (await call(transport, learning.listCohorts, { query: { programId } })).items,
    cohort: (id) => call(transport, learning.getCohort, { params: { id } }),
    createCohort: (programId, body) => call(transport, learning.createCohort, { params: { id: programId }, body }),
    updateCohort: (id, body) => call(transport, learning.updateCohort, { params: { id }, body }),
    members: async (id) => (await call(transport, learning.listMembers, { params: { id } })).items,
    cohortCandidates: async (id) => (await call(transport, learning.cohortCandidates, { params: { id } })).items,
    addMembers: async (id, body) => (await call(transport, learning.addMembers, { params: { id }, body })).items,
    complete: (id, uid, body) => call(transport, learning.completeMember, { params: { id, uid }, body }),
    modules: async (id) => (await call(transport, learning.listModules, { params: { id } })).items,
    createModule: (id, body) => call(transport, learning.createModule, { params: { id }, body }),
    updateModule: (id, body) => call(transport, learning.updateModule, { params: { id }, body }),
    deleteModule: (id) => call(transport, learning.deleteModule, { params: { id } }),
    reorderModules: async (id, body) => (await call(transport, learning.reorderModules, { params: { id }, body })).items,
    uploadModuleFile: (id, file, onProgress) => call(transport, learning.uploadModuleFile, { params: { id }, file, onProgress }),
    removeModuleFile: (id, fileId) => call(transport, learning.removeModuleFile, { params: { id, fileId } }),
    downloadModuleFile: (id, fileId) => call(transport, learning.downloadModuleFile, { params: { id, fileId } }),
    assignments: async (id) => (await call(transport, learning.listCohortAssignments, { params: { id } })).items,
    createAssignment: (id, body) => call(transport, learning.createAssignment, { params: { id }, body }),
    updateAssignment: (id, body) => call(transport, learning.updateAssignment, { params: { id }, body }),
    deleteAssignment: (id) => call(transport, learning.deleteAssignment, { params: { id } }),
    mentorCandidates: async () => (await call(transport, learning.listMentorCandidates, {})).items,
    pairMentor: (id, uid, body) => call(transport, learning.pairMentor, { params: { id, uid }, body }),
    unpairMentor: (id, uid) => call(transport, learning.unpairMentor, { params: { id, uid } }),
    setEarlierWork: (id, uid, body) => call(transport, learning.setEarlierWork, { params: { id, uid }, body }),
  };
}
