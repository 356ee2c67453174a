import type { FastifyInstance } from 'fastify';
import { listNotices } from '../../notices/listNotices.js';
import { markNoticeRead } from '../../notices/markNoticeRead.js';
import type { RouteDeps } from '../app.js';

/** A member's own in-portal notices (decisions released, ...). */
export function noticesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/notices', (request) => listNotices(ctx, request.caller));
  app.post<{ Params: { id: string } }>('/notices/:id/read', async (request, reply) => {
    await markNoticeRead(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
}
