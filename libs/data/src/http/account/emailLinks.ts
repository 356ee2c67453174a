import type { EmailLinksRepository } from '../../repositories.js';
import type { Transport } from '../transport.js';

const LINK = '/public/email/unsubscribe';

export function httpEmailLinksRepository(transport: Transport): EmailLinksRepository {
  return {
    check: (token) => transport.request('GET', LINK, { query: { token } }),
    unsubscribe: (token) => transport.request('POST', LINK, { query: { token } }),
  };
}
