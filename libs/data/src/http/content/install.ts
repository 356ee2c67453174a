import { extendHttpClient } from '../../client.js';
import { httpContentRepositories } from './index.js';

/**
 * Gives the configured client the content repositories (posts, categories, events, programme pages, media,
 * submissions, the live stream). Called by the portals that use them when their code loads.
 */
export function installContentRepositories(): void {
  extendHttpClient(httpContentRepositories);
}
