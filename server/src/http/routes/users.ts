import type { FastifyInstance } from 'fastify';
import * as users from '@sla/data/contract/people';
import { assignRole } from '../../users/assignRole.js';
import { createOwnProfile } from '../../users/createOwnProfile.js';
import { getOwnProfile, getProfile } from '../../users/getProfile.js';
import { listUsers } from '../../users/listUsers.js';
import { updateProfile } from '../../users/updateProfile.js';
import type { RouteDeps } from '../app.js';
import { checkAnswer, operationRoutes } from '../operationRoute.js';

export function usersRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx, checkAnswers } = deps;
  const route = operationRoutes(app, deps);
  route(users.getOwnProfile, (request) => getOwnProfile(ctx, request.caller));
  // By hand: 201 when it made the profile, 200 with the one already there, where a declaration has one status.
  app.post(users.createOwnProfile.path, async (request, reply) => {
    const { profile, created } = await createOwnProfile(ctx, request.caller, request.body);
    if (checkAnswers) checkAnswer(users.createOwnProfile, profile);
    return reply.status(created ? 201 : 200).send(profile);
  });
  route(users.updateOwnProfile, (request) => updateProfile(ctx, request.caller, request.caller?.token.uid ?? '', request.body));
  route(users.listUsers, (request) => listUsers(ctx, request.caller, request.query));
  route(users.getProfile, (request) => getProfile(ctx, request.caller, request.params.uid));
  route(users.updateProfile, (request) => updateProfile(ctx, request.caller, request.params.uid, request.body));
  route(users.assignRole, (request) => assignRole(ctx, request.caller, request.params.uid, request.body));
}
