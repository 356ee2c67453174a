import type { FastifyInstance } from 'fastify';
import * as live from '@sla/contract/operations/content';
import { streamContentChanges } from '../../content/live/streamContentChanges.js';
import type { RouteDeps } from '../app.js';
import { operationRoute } from '../operationRoute.js';

/**
 * GET /content/live: content changes as server-sent events, for editors' lists. Open streams never end by themselves,
 * so the service ends them before it closes (preClose), or stopping would wait for every editor to leave.
 */
export function contentLiveRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
    open.clear();
  });
  operationRoute(app, deps, live.streamContentChanges, async (request, reply) => {
    const end = await streamContentChanges(ctx, request, reply);
    open.add(end);
    reply.raw.once('close', () => open.delete(end));
    return reply;
  });
}
