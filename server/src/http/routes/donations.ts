import type { FastifyInstance } from 'fastify';
import * as site from '@sla/contract/operations/site';
import { exportDonationsCsv } from '../../donations/exportDonationsCsv.js';
import { exportPledgesCsv } from '../../donations/exportPledgesCsv.js';
import { listDonations } from '../../donations/listDonations.js';
import { listPledges } from '../../donations/listPledges.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { sendCsv } from '../sendCsv.js';

export function donationsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(site.listDonations, (request) => listDonations(ctx, request.caller, request.query));
  route(site.exportDonationsCsv, async (request, reply) =>
    sendCsv(reply, 'donations.csv', await exportDonationsCsv(ctx, request.caller)),
  );
  route(site.listPledges, (request) => listPledges(ctx, request.caller, request.query));
  route(site.exportPledgesCsv, async (request, reply) =>
    sendCsv(reply, 'pledges.csv', await exportPledgesCsv(ctx, request.caller)),
  );
}
