import * as settings from '@sla/contract/operations/people/siteSettings';
import type { SiteSettingsRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpSiteSettingsRepository(transport: Transport): SiteSettingsRepository {
  return {
    get: () => call(transport, settings.getSiteSettings, {}),
    update: (body) => call(transport, settings.updateSiteSettings, { body }),
  };
}
