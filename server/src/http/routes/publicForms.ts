import type { FastifyInstance } from 'fastify';
import * as site from '@sla/contract/operations/site';
import { createCheckout } from '../../donations/createCheckout.js';
import { recordPledge } from '../../donations/recordPledge.js';
import { sendMessage } from '../../messages/sendMessage.js';
import { confirmSubscription } from '../../newsletter/confirmSubscription.js';
import { subscribe } from '../../newsletter/subscribe.js';
import { unsubscribe } from '../../newsletter/unsubscribe.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/**
 * What visitors send. 202: taken, and the e-mails about it will follow from the outbox, in the language of the page
 * they sent it from (request.locale).
 */
export function publicFormRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(site.subscribeToNewsletter, (request) => subscribe(ctx, request.body, { ip: request.ip, locale: request.locale }));
  route(site.confirmSubscription, (request) => confirmSubscription(ctx, request.body, { ip: request.ip }));
  route(site.unsubscribeFromNewsletter, (request) => unsubscribe(ctx, request.body, { ip: request.ip }));
  route(site.sendContactMessage, (request) => sendMessage(ctx, request.body, { ip: request.ip, locale: request.locale }));
  route(site.startCheckout, (request) => createCheckout(ctx, request.body, { ip: request.ip, locale: request.locale }));
  route(site.recordPledge, (request) => recordPledge(ctx, request.body, { ip: request.ip, locale: request.locale }));
}
