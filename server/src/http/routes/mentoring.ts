import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';

/** Programme delivery: mentoring (filled in by issue 12's work). */
export function mentoringRoutes(_app: FastifyInstance, _deps: RouteDeps): void {}
