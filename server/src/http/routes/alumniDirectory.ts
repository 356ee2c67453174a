import type { FastifyInstance } from 'fastify';
import * as alumni from '@sla/contract/operations/alumni';
import { listDirectory, listManagedProfiles } from '../../alumni/directory/listDirectory.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** The directory: search, filters with counts, keyset pages (network_with_alumni; staff's list under /alumni/manage). */
export function alumniDirectoryRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(alumni.listAlumniDirectory, (request) => listDirectory(ctx, request.caller, request.query));
  route(alumni.listManagedAlumniProfiles, (request) => listManagedProfiles(ctx, request.caller, request.query));
}
