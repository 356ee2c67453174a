import type { FastifyInstance } from 'fastify';
import { dashboardFigures } from '../../admin/dashboard/dashboardFigures.js';
import type { RouteDeps } from '../app.js';

export function adminDashboardRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/admin/dashboard', (request) => dashboardFigures(ctx, request.caller));
}
