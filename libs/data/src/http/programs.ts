import type { ProgramsRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

export function httpProgramsRepository(transport: Transport): ProgramsRepository {
  return {
    list: async () => (await call(transport, routes.listPrograms, {})).items,
    listActive: async () => (await call(transport, routes.listPrograms, { query: { status: 'active' } })).items,
    bySlug: (slug) => orNull(call(transport, routes.getProgramBySlug, { params: { slug } })),
    get: (id) => orNull(call(transport, routes.getProgram, { params: { id } })),
    create: (body) => call(transport, routes.createProgram, { body }),
    update: (id, body) => call(transport, routes.updateProgram, { params: { id }, body }),
    remove: (id) => call(transport, routes.deleteProgram, { params: { id } }),
  };
}
