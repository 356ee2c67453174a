import type { DataClient } from '../../client.js';
import type { Transport } from '../transport.js';
import { httpDashboardRepository } from './dashboard.js';
import { httpPeopleRepository } from './people.js';
import { httpSiteSettingsRepository } from './siteSettings.js';

/**
 * The back office's repositories (dashboard figures, the activity log, people and invitations, site settings),
 * loaded by the admin portal's screens only.
 */
export function httpBackOfficeRepositories(transport: Transport): Partial<DataClient> {
  return {
    dashboard: httpDashboardRepository(transport),
    siteSettings: httpSiteSettingsRepository(transport),
    people: httpPeopleRepository(transport),
  };
}
