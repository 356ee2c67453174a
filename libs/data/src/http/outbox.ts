import type { OutboxRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpOutboxRepository(transport: Transport): OutboxRepository {
  return {
    list: async (query = {}) => call(transport, routes.listOutbox, { query }),
  };
}
