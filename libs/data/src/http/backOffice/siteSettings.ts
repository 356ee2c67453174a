import * as settings from '../../contract/people/siteSettings.js';
import type { SiteSettingsRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpSiteSettingsRepository(transport: Transport): SiteSettingsRepository {
  return {
    get: () => call(transport, settings.getSiteSettings, {}),
    update: (body) => call(transport, settings.updateSiteSettings, { body }),
  };
}
