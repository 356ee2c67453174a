import { extendHttpClient } from '../../client.js';
import { httpBackOfficeRepositories } from './index.js';

/**
 * Gives the configured client the back office's repositories. Called by the admin portal's screens when their code
 * loads, so no other page downloads them.
 */
export function installBackOfficeRepositories(): void {
  extendHttpClient(httpBackOfficeRepositories);
}
