import type { SiteSettingsRepository } from '../../repositories.js';
import type { Transport } from '../transport.js';

export function httpSiteSettingsRepository(transport: Transport): SiteSettingsRepository {
  return {
    get: () => transport.request('GET', '/admin/settings'),
    update: (change) => transport.request('PUT', '/admin/settings', { body: change }),
  };
}
