import type { FastifyInstance } from 'fastify';
import { exportDonationsCsv } from '../../donations/exportDonationsCsv.js';
import { exportPledgesCsv } from '../../donations/exportPledgesCsv.js';
import { listDonations } from '../../donations/listDonations.js';
import { listPledges } from '../../donations/listPledges.js';
import type { RouteDeps } from '../app.js';
import { sendCsv } from '../sendCsv.js';

export function donationsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/donations', (request) => listDonations(ctx, request.caller, request.query));
  app.get('/donations.csv', async (request, reply) =>
    sendCsv(reply, 'donations.csv', await exportDonationsCsv(ctx, request.caller)),
  );
  app.get('/pledges', (request) => listPledges(ctx, request.caller, request.query));
  app.get('/pledges.csv', async (request, reply) => sendCsv(reply, 'pledges.csv', await exportPledgesCsv(ctx, request.caller)));
}
