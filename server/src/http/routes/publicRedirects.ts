import type { FastifyInstance } from 'fastify';
import { findRedirect as findRedirectOperation } from '@sla/contract/operations/site';
import { findRedirect } from '../../content/redirects/findRedirect.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** Where a public address that moved (a renamed story or category) now is, for the site server's 301. */
export function publicRedirectRoutes(app: FastifyInstance, deps: RouteDeps): void {
  operationRoutes(app, deps)(findRedirectOperation, (request) => findRedirect(deps.ctx, request.query));
}
