import type { DashboardRepository } from '../../repositories.js';
import type { Transport } from '../transport.js';

export function httpDashboardRepository(transport: Transport): DashboardRepository {
  return {
    figures: () => transport.request('GET', '/admin/dashboard'),
  };
}
