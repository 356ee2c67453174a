import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';

/** Conversations between members of the alumni network, blocks and reports (and the staff's reading of reports). */
export function alumniMessagesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  void app;
  void ctx;
}
