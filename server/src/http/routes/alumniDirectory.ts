import type { FastifyInstance } from 'fastify';
import { listDirectory, listManagedProfiles } from '../../alumni/directory/listDirectory.js';
import type { RouteDeps } from '../app.js';

/** The directory: search, filters with counts, keyset pages (network_with_alumni; staff's list under /alumni/manage). */
export function alumniDirectoryRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/alumni/directory', (request) => listDirectory(ctx, request.caller, request.query));
  app.get('/alumni/manage', (request) => listManagedProfiles(ctx, request.caller, request.query));
}
