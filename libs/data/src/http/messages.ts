import type { MessagesRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpMessagesRepository(transport: Transport): MessagesRepository {
  return {
    list: async (query = {}) => call(transport, routes.listMessages, { query }),
  };
}
