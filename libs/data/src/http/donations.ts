import type { DonationsRepository } from '../repositories.js';
import { call } from './call.js';
import { onFirstCall } from './onFirstCall.js';
import type { Transport } from './transport.js';

// Staff screens only, but made with every page's first load: the declarations load with the first call.
const donations = onFirstCall(() => import('@sla/contract/operations/site/donations'));

export function httpDonationsRepository(transport: Transport): DonationsRepository {
  return {
    list: async (query = {}) => call(transport, (await donations()).listDonations, { query: { ...query } }),
    exportCsv: async () => call(transport, (await donations()).exportDonationsCsv, {}),
    pledges: async (query = {}) => call(transport, (await donations()).listPledges, { query: { ...query } }),
    exportPledgesCsv: async () => call(transport, (await donations()).exportPledgesCsv, {}),
  };
}
