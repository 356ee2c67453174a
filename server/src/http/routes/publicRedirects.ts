import type { FastifyInstance } from 'fastify';
import { findRedirect } from '../../content/redirects/findRedirect.js';
import type { RouteDeps } from '../app.js';

/** Where a public address that moved (a renamed story or category) now is, for the site server's 301. */
export function publicRedirectRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/public/redirect', (request) => findRedirect(ctx, request.query));
}
