import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../../mail/listOutbox.js';
import type { RouteDeps } from '../app.js';

export function outboxRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/outbox', (request) => listOutbox(ctx, request.caller, request.query));
}
