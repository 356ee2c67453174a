import type { OutboxRepository } from '../repositories.js';
import type { Transport } from './transport.js';

export function httpOutboxRepository(transport: Transport): OutboxRepository {
  return {
    list: (query = {}) => transport.request('GET', '/outbox', { query: { ...query } }),
  };
}
