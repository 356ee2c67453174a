import type { OutboxRepository } from '../repositories.js';
import { call } from './call.js';
import { onFirstCall } from './onFirstCall.js';
import type { Transport } from './transport.js';

/** In every page's client: the declaration loads with the first call (see users.ts). */
const declared = onFirstCall(() => import('@sla/contract/operations/people/outbox'));

export function httpOutboxRepository(transport: Transport): OutboxRepository {
  return {
    list: async (query = {}) => call(transport, (await declared()).listOutbox, { query }),
  };
}
