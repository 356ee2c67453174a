import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';

/** Programme delivery: delivery (filled in by issue 12's work). */
export function deliveryRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
