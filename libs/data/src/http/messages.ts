import type { MessagesRepository } from '../repositories.js';
import { call } from './call.js';
import { onFirstCall } from './onFirstCall.js';
import type { Transport } from './transport.js';

/** In every page's client: the declaration loads with the first call (see users.ts). */
const declared = onFirstCall(() => import('@sla/contract/operations/people/messages'));

export function httpMessagesRepository(transport: Transport): MessagesRepository {
  return {
    list: async (query = {}) => call(transport, (await declared()).listMessages, { query }),
  };
}
