import type { MessagesRepository } from '../repositories.js';
import type { Transport } from './transport.js';

export function httpMessagesRepository(transport: Transport): MessagesRepository {
  return {
    list: (query = {}) => transport.request('GET', '/messages', { query: { ...query } }),
  };
}
