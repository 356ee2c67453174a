import type { FastifyInstance } from 'fastify';
import { listMessages } from '../../messages/listMessages.js';
import type { RouteDeps } from '../app.js';

export function messagesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/messages', (request) => listMessages(ctx, request.caller, request.query));
}
