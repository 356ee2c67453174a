import * as programs from '../contract/applications/programs.js';
import type { ProgramsRepository } from '../repositories.js';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpProgramsRepository(transport: Transport): ProgramsRepository {
  return {
    list: async () => (await call(transport, programs.listPrograms, {})).items,
    listActive: async () => (await call(transport, programs.listPrograms, { query: { status: 'active' } })).items,
    bySlug: (slug) => orNull(call(transport, programs.getProgramBySlug, { params: { slug } })),
    get: (id) => orNull(call(transport, programs.getProgram, { params: { id } })),
    create: (body) => call(transport, programs.createProgram, { body }),
    update: (id, body) => call(transport, programs.updateProgram, { params: { id }, body }),
    remove: (id) => call(transport, programs.deleteProgram, { params: { id } }),
  };
}
