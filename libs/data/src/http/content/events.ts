import type { EventsRepository } from '../../repositories.js';
import type { EditorEvent } from '../../types.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';
import { httpTranslationsRepository } from './translations.js';
import { httpVersionsRepository } from './versions.js';

const path = (id: string) => `/content/events/${encodeURIComponent(id)}`;

export function httpEventsRepository(transport: Transport): EventsRepository {
  return {
    list: (query = {}) => transport.request('GET', '/content/events', { query: { ...query } }),
    get: (id) => orNull(transport.request<EditorEvent>('GET', path(id))),
    create: (input) => transport.request('POST', '/content/events', { body: input }),
    update: (id, input) => transport.request('PUT', path(id), { body: input }),
    remove: (id) => transport.request('DELETE', path(id)),
    versions: httpVersionsRepository<EditorEvent>(transport, path),
    translations: httpTranslationsRepository(transport, path),
  };
}
