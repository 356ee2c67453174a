import { getDashboardFigures } from '@sla/contract/operations/people/dashboard';
import type { DashboardRepository } from '../../repositories.js';
import { call } from '../call.js';
import type { Transport } from '../transport.js';

export function httpDashboardRepository(transport: Transport): DashboardRepository {
  return {
    figures: () => call(transport, getDashboardFigures, {}),
  };
}
