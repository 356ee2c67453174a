import type { FastifyInstance } from 'fastify';
import { assignRole } from '../../users/assignRole.js';
import { createOwnProfile } from '../../users/createOwnProfile.js';
import { getOwnProfile, getProfile } from '../../users/getProfile.js';
import { listUsers } from '../../users/listUsers.js';
import { updateProfile } from '../../users/updateProfile.js';
import type { RouteDeps } from '../app.js';

type Params = { Params: { uid: string } };

export function usersRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/users/me', (request) => getOwnProfile(ctx, request.caller));
  app.post('/users/me', async (request, reply) => {
    const { profile, created } = await createOwnProfile(ctx, request.caller, request.body);
    return reply.status(created ? 201 : 200).send(profile);
  });
  app.patch('/users/me', (request) => updateProfile(ctx, request.caller, request.caller?.token.uid ?? '', request.body));
  app.get('/users', (request) => listUsers(ctx, request.caller, request.query));
  app.get<Params>('/users/:uid', (request) => getProfile(ctx, request.caller, request.params.uid));
  app.patch<Params>('/users/:uid', (request) => updateProfile(ctx, request.caller, request.params.uid, request.body));
  app.post<Params>('/users/:uid/role', (request) => assignRole(ctx, request.caller, request.params.uid, request.body));
}
