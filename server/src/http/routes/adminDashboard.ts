import type { FastifyInstance } from 'fastify';
import { getDashboardFigures } from '@sla/contract/operations/people';
import { dashboardFigures } from '../../admin/dashboard/dashboardFigures.js';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';

export function adminDashboardRoutes(app: FastifyInstance, deps: RouteDeps): void {
  operationRoute(app, deps, getDashboardFigures, (request) => dashboardFigures(deps.ctx, request.caller));
}
