import type { FastifyInstance } from 'fastify';
import { receivePaystackEvent } from '@sla/contract/operations/site';
import { handlePaystackWebhook } from '../../donations/handlePaystackWebhook.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/**
 * Paystack's webhook. Its signature covers the exact bytes sent, so this plugin (and only this one) keeps JSON bodies
 * as a Buffer instead of parsing them, as Stripe's does. Register it in its own plugin.
 */
export async function paystackWebhookRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  operationRoutes(app, deps)(
    receivePaystackEvent,
    (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['x-paystack-signature'];
      return handlePaystackWebhook(deps.ctx, raw, Array.isArray(header) ? header[0] : header);
    },
    { bodyLimit: 1024 * 1024 },
  );
}
