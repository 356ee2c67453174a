import type { FastifyInstance } from 'fastify';
import { streamRoleChanges } from '../../account/live/streamRoleChanges.js';
import type { RouteDeps } from '../app.js';

/**
 * GET /users/me/live: the caller's own role changes as server-sent events, so a signed-in browser refreshes its token
 * and its role without signing out. Open streams never end by themselves, so the service ends them before it closes
 * (preClose), or stopping would wait for every browser to leave.
 */
export function accountLiveRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
    open.clear();
  });
  app.get('/users/me/live', async (request, reply) => {
    const end = await streamRoleChanges(ctx, request, reply);
    open.add(end);
    reply.raw.once('close', () => open.delete(end));
  });
}
