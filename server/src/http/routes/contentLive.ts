import type { FastifyInstance } from 'fastify';
import { streamContentChanges } from '../../content/live/streamContentChanges.js';
import type { RouteDeps } from '../app.js';

/**
 * GET /content/live: content changes as server-sent events, for editors' lists. Open streams never end by themselves,
 * so the service ends them before it closes (preClose), or stopping would wait for every editor to leave.
 */
export function contentLiveRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
    open.clear();
  });
  app.get('/content/live', async (request, reply) => {
    const end = await streamContentChanges(ctx, request, reply);
    open.add(end);
    reply.raw.once('close', () => open.delete(end));
  });
}
