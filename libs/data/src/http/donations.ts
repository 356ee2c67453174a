import type { DonationsRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpDonationsRepository(transport: Transport): DonationsRepository {
  return {
    list: async (query = {}) => call(transport, routes.listDonations, { query: { ...query } }),
    exportCsv: async () => call(transport, routes.exportDonationsCsv, {}),
    pledges: async (query = {}) => call(transport, routes.listPledges, { query: { ...query } }),
    exportPledgesCsv: async () => call(transport, routes.exportPledgesCsv, {}),
  };
}
