import type { Transport } from '../transport.js';
import { httpAccountRepository } from './account.js';
import { httpEmailLinksRepository } from './emailLinks.js';

/** The account screen's repositories and the unsubscribe page's, loaded by the code of those screens only. */
export function httpAccountRepositories(transport: Transport) {
  return {
    account: httpAccountRepository(transport),
    emailLinks: httpEmailLinksRepository(transport),
  };
}
