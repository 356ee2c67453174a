import type { FastifyInstance } from 'fastify';
import { followRoleChanges } from '@sla/contract/operations/people';
import { streamRoleChanges } from '../../account/live/streamRoleChanges.js';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';

/**
 * GET /users/me/live: the caller's own role changes as server-sent events, so a signed-in browser refreshes its token
 * and its role without signing out. Open streams never end by themselves, so the service ends them before it closes
 * (preClose), or stopping would wait for every browser to leave.
 */
export function accountLiveRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
    open.clear();
  });
  operationRoute(app, deps, followRoleChanges, async (request, reply) => {
    const end = await streamRoleChanges(deps.ctx, request, reply);
    open.add(end);
    reply.raw.once('close', () => open.delete(end));
    return reply;
  });
}
