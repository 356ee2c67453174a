import type { FastifyInstance } from 'fastify';
import { listOutbox } from '@sla/contract/operations/people';
import { listOutbox as readOutbox } from '../../mail/listOutbox.js';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';

export function outboxRoutes(app: FastifyInstance, deps: RouteDeps): void {
  operationRoute(app, deps, listOutbox, (request) => readOutbox(deps.ctx, request.caller, request.query));
}
