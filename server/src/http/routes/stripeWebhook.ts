import type { FastifyInstance } from 'fastify';
import { receiveStripeEvent } from '@sla/contract/operations/site';
import { handleStripeWebhook } from '../../donations/handleStripeWebhook.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so this plugin (and only this
 * one) keeps JSON bodies as a Buffer instead of parsing them. Register it in its own plugin.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  operationRoutes(app, deps)(
    receiveStripeEvent,
    (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      return handleStripeWebhook(deps.ctx, raw, Array.isArray(header) ? header[0] : header);
    },
    { bodyLimit: 1024 * 1024 },
  );
}
