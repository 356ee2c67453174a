import * as links from '@sla/contract/operations/people/account';
import type { EmailLinksRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpEmailLinksRepository(transport: Transport): EmailLinksRepository {
  return {
    check: (token) => call(transport, links.checkEmailLink, { query: { token } }),
    unsubscribe: (token) => call(transport, links.unsubscribeByLink, { query: { token } }),
  };
}
