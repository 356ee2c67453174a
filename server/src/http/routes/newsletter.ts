import type { FastifyInstance } from 'fastify';
import * as site from '@sla/contract/operations/site';
import { exportSubscribersCsv } from '../../newsletter/exportSubscribersCsv.js';
import { listSubscribers } from '../../newsletter/listSubscribers.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { sendCsv } from '../sendCsv.js';

export function newsletterRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(site.listSubscribers, (request) => listSubscribers(ctx, request.caller, request.query));
  route(site.exportSubscribersCsv, async (request, reply) =>
    sendCsv(reply, 'newsletter-subscribers.csv', await exportSubscribersCsv(ctx, request.caller, request.query)),
  );
}
