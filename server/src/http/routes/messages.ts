import type { FastifyInstance } from 'fastify';
import { listMessages } from '@sla/contract/operations/people';
import { listMessages as readMessages } from '../../messages/listMessages.js';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';

export function messagesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  operationRoute(app, deps, listMessages, (request) => readMessages(deps.ctx, request.caller, request.query));
}
