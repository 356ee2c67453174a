import type { FastifyInstance } from 'fastify';
import * as users from '@sla/contract/operations/people';
import { assignRole } from '../../users/assignRole.js';
import { createOwnProfile } from '../../users/createOwnProfile.js';
import { getOwnProfile, getProfile } from '../../users/getProfile.js';
import { listUsers } from '../../users/listUsers.js';
import { updateProfile } from '../../users/updateProfile.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

export function usersRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(users.getOwnProfile, (request) => getOwnProfile(ctx, request.caller));
  route(users.createOwnProfile, async (request, reply) => {
    const { profile, created } = await createOwnProfile(ctx, request.caller, request.body);
    // The profile already there is answered as it is, with 200 rather than the declared 201.
    if (!created) reply.status(200);
    return profile;
  });
  route(users.updateOwnProfile, (request) => updateProfile(ctx, request.caller, request.caller?.token.uid ?? '', request.body));
  route(users.listUsers, (request) => listUsers(ctx, request.caller, request.query));
  route(users.getProfile, (request) => getProfile(ctx, request.caller, request.params.uid));
  route(users.updateProfile, (request) => updateProfile(ctx, request.caller, request.params.uid, request.body));
  route(users.assignRole, (request) => assignRole(ctx, request.caller, request.params.uid, request.body));
}
