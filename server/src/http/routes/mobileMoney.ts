import type { FastifyInstance } from 'fastify';
import * as site from '@sla/contract/operations/site';
import { getMobileMoneyPayment } from '../../donations/getMobileMoneyPayment.js';
import { startMobileMoney } from '../../donations/startMobileMoney.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/**
 * A donor's mobile-money payment: started from the Donate page, then watched from the page Paystack sends them back
 * to. A payment's status is its donor's alone and changes by the second: never stored by a cache.
 */
export function mobileMoneyRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(site.startMobileMoney, (request) => startMobileMoney(ctx, request.body, { ip: request.ip, locale: request.locale }));
  route(site.getMobileMoneyPayment, (request) => getMobileMoneyPayment(ctx, request.params, { ip: request.ip }));
}
