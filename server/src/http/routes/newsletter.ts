import type { FastifyInstance } from 'fastify';
import { exportSubscribersCsv } from '../../newsletter/exportSubscribersCsv.js';
import { listSubscribers } from '../../newsletter/listSubscribers.js';
import type { RouteDeps } from '../app.js';
import { sendCsv } from '../sendCsv.js';

export function newsletterRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/newsletter/subscribers', (request) => listSubscribers(ctx, request.caller, request.query));
  app.get('/newsletter/subscribers.csv', async (request, reply) =>
    sendCsv(reply, 'newsletter-subscribers.csv', await exportSubscribersCsv(ctx, request.caller, request.query)),
  );
}
