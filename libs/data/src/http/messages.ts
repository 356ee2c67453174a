import { listMessages } from '../contract/people/messages.js';
import type { MessagesRepository } from '../repositories.js';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpMessagesRepository(transport: Transport): MessagesRepository {
  return {
    list: (query = {}) => call(transport, listMessages, { query }),
  };
}
