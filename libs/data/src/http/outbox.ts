import { listOutbox } from '../contract/people/outbox.js';
import type { OutboxRepository } from '../repositories.js';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpOutboxRepository(transport: Transport): OutboxRepository {
  return {
    list: (query = {}) => call(transport, listOutbox, { query }),
  };
}
