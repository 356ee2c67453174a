import { extendHttpClient } from '../../client.js';
import { httpAlumniRepositories } from './index.js';

/**
 * Gives the configured client the alumni network's repositories (profiles and directory, messages). Called by the
 * alumni portal's screens when their code loads, so no other page downloads them.
 */
export function installAlumniRepositories(): void {
  extendHttpClient(httpAlumniRepositories);
}
