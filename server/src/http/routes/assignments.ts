import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';

/** Programme delivery: assignments (filled in by issue 12's work). */
export function assignmentsRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
