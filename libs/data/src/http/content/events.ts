import * as events from '@sla/contract/operations/content';
import type { EventsRepository } from '../../repositories.js';
import { call } from '../call.js';
import { orNull } from '../orNull.js';
import type { Transport } from '../transport.js';
import { httpTranslationsRepository } from './translations.js';

export function httpEventsRepository(transport: Transport): EventsRepository {
  const version = (id: string, number: number) => ({ params: { id, version: String(number) } });
  return {
    list: (query = {}) => call(transport, events.listEditorEvents, { query }),
    get: (id) => orNull(call(transport, events.getEditorEvent, { params: { id } })),
    create: (body) => call(transport, events.createEvent, { body }),
    update: (id, body) => call(transport, events.updateEvent, { params: { id }, body }),
    remove: (id) => call(transport, events.deleteEvent, { params: { id } }),
    versions: {
      list: async (id) => (await call(transport, events.listEventVersions, { params: { id } })).items,
      get: (id, number) => orNull(call(transport, events.getEventVersion, version(id, number))),
      restore: (id, number) => call(transport, events.restoreEventVersion, version(id, number)),
    },
    translations: httpTranslationsRepository(transport, 'id', {
      get: events.getEventTranslation,
      save: events.saveEventTranslation,
      remove: events.deleteEventTranslation,
    }),
  };
}
