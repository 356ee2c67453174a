import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';

/** The directory: search, filters with counts, keyset pages (network_with_alumni; staff's list under /alumni/manage). */
export function alumniDirectoryRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  void app;
  void ctx;
}
