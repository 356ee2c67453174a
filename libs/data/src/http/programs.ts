import type { ProgramsRepository } from '../repositories.js';
import type { ProgramSettings } from '../types.js';
import { orNull } from './orNull.js';
import type { Transport } from './transport.js';

const path = (id: string) => `/programs/${encodeURIComponent(id)}`;

export function httpProgramsRepository(transport: Transport): ProgramsRepository {
  return {
    list: async () => (await transport.request<{ items: ProgramSettings[] }>('GET', '/programs')).items,
    listActive: async () =>
      (await transport.request<{ items: ProgramSettings[] }>('GET', '/programs', { query: { status: 'active' } })).items,
    bySlug: (slug) => orNull(transport.request<ProgramSettings>('GET', `/programs/by-slug/${encodeURIComponent(slug)}`)),
    get: (id) => orNull(transport.request<ProgramSettings>('GET', path(id))),
    create: (input) => transport.request('POST', '/programs', { body: input }),
    update: (id, input) => transport.request('PUT', path(id), { body: input }),
    remove: (id) => transport.request('DELETE', path(id)),
  };
}
