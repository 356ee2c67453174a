import type { DataClient } from '../../client.js';
import type { Transport } from '../transport.js';

/**
 * The back office's repositories (dashboard figures, the activity log, people and invitations, site settings),
 * loaded by the admin portal's screens only.
 */
export function httpBackOfficeRepositories(transport: Transport): Partial<DataClient> {
  void transport;
  return {};
}
