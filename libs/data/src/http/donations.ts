import type { DonationsRepository } from '../repositories.js';
import type { Transport } from './transport.js';

export function httpDonationsRepository(transport: Transport): DonationsRepository {
  return {
    list: (query = {}) => transport.request('GET', '/donations', { query: { ...query } }),
    exportCsv: () => transport.request('GET', '/donations.csv', { as: 'blob' }),
    pledges: (query = {}) => transport.request('GET', '/pledges', { query: { ...query } }),
    exportPledgesCsv: () => transport.request('GET', '/pledges.csv', { as: 'blob' }),
  };
}
