import type { FastifyInstance } from 'fastify';
import * as links from '@sla/contract/operations/people';
import { checkEmailLink } from '../../account/checkEmailLink.js';
import { unsubscribeByLink } from '../../account/unsubscribeByLink.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/**
 * The unsubscribe link of every optional e-mail. GET only reads (mail scanners open links); POST unsubscribes: the
 * site's button, or a mail client's one-click unsubscribe (RFC 8058), which posts the form body
 * "List-Unsubscribe=One-Click". Register it in a scope of its own: the form parsers are for these routes alone.
 */
export function emailLinkRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const route = operationRoutes(app, deps);
  route(links.checkEmailLink, (request) => checkEmailLink(ctx, request.query));
  route(links.unsubscribeByLink, (request) => unsubscribeByLink(ctx, request.query));
}
