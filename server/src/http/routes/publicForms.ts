import type { FastifyInstance } from 'fastify';
import { createCheckout } from '../../donations/createCheckout.js';
import { recordPledge } from '../../donations/recordPledge.js';
import { sendMessage } from '../../messages/sendMessage.js';
import { confirmSubscription } from '../../newsletter/confirmSubscription.js';
import { subscribe } from '../../newsletter/subscribe.js';
import { unsubscribe } from '../../newsletter/unsubscribe.js';
import type { RouteDeps } from '../app.js';

/**
 * What visitors send. 202: taken, and the e-mails about it will follow from the outbox, in the language of the page
 * they sent it from (request.locale).
 */
export function publicFormRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.post('/public/newsletter', async (request, reply) =>
    reply.status(202).send(await subscribe(ctx, request.body, { ip: request.ip, locale: request.locale })),
  );
  app.post('/public/newsletter/confirm', (request) => confirmSubscription(ctx, request.body, { ip: request.ip }));
  app.post('/public/newsletter/unsubscribe', (request) => unsubscribe(ctx, request.body, { ip: request.ip }));
  app.post('/public/messages', async (request, reply) =>
    reply.status(202).send(await sendMessage(ctx, request.body, { ip: request.ip, locale: request.locale })),
  );
  app.post('/public/donations/checkout', (request) =>
    createCheckout(ctx, request.body, { ip: request.ip, locale: request.locale }),
  );
  app.post('/public/pledges', async (request, reply) =>
    reply.status(202).send(await recordPledge(ctx, request.body, { ip: request.ip, locale: request.locale })),
  );
}
