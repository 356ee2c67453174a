import type { ProgramsRepository } from '../repositories.js';
import { call } from './call.js';
import { withDeclarations } from './onFirstCall.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

/**
 * This repository is in every page's client; its declarations and their schemas load with its first call, so a
 * visitor's first load does not carry them.
 */
const declared = withDeclarations(() => import('@sla/contract/operations/applications/programs'));

export function httpProgramsRepository(transport: Transport): ProgramsRepository {
  return {
    list: async () => (await declared((programs) => call(transport, programs.listPrograms, {}))).items,
    listActive: async () =>
      (await declared((programs) => call(transport, programs.listPrograms, { query: { status: 'active' } }))).items,
    bySlug: (slug) => orNull(declared((programs) => call(transport, programs.getProgramBySlug, { params: { slug } }))),
    get: (id) => orNull(declared((programs) => call(transport, programs.getProgram, { params: { id } }))),
    create: (body) => declared((programs) => call(transport, programs.createProgram, { body })),
    update: (id, body) => declared((programs) => call(transport, programs.updateProgram, { params: { id }, body })),
    remove: (id) => declared((programs) => call(transport, programs.deleteProgram, { params: { id } })),
  };
}
