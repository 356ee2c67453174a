import * as donations from '../contract/site/donations.js';
import type { DonationsRepository } from '../repositories.js';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpDonationsRepository(transport: Transport): DonationsRepository {
  return {
    list: (query = {}) => call(transport, donations.listDonations, { query: { ...query } }),
    exportCsv: () => call(transport, donations.exportDonationsCsv, {}),
    pledges: (query = {}) => call(transport, donations.listPledges, { query: { ...query } }),
    exportPledgesCsv: () => call(transport, donations.exportPledgesCsv, {}),
  };
}
