import type * as programsContract from '../contract/applications/programs.js';
import type { ProgramsRepository } from '../repositories.js';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

type Programs = typeof programsContract;

/**
 * This repository is in every page's client; its declarations and their schemas load with its first call, so a
 * visitor's first load does not carry them.
 */
const declared = <T>(use: (programs: Programs) => Promise<T>): Promise<T> =>
  import('../contract/applications/programs.js').then(use);

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
