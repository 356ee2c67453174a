import { extendHttpClient } from '../../client.js';
import { httpAccountRepositories } from './index.js';

/**
 * Gives the configured client the account repositories (e-mail preferences, my data, deleting the account) and the
 * unsubscribe links' one. Called by the screens that use them when their code loads: the shell's default client
 * stays without them, so the home page does not download them.
 */
export function installAccountRepositories(): void {
  extendHttpClient(httpAccountRepositories);
}
