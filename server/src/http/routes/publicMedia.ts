import type { FastifyInstance } from 'fastify';
import { getMediaVariant } from '@sla/contract/operations/site';
import { readMediaVariant } from '../../content/media/readMediaVariant.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** A year, and never revalidated: the bytes behind an address never change (a new image is a new id). */
const FOREVER = 'public, max-age=31536000, immutable';

/** The media library's resized images, for every visitor: no sign-in, any token ignored. */
export function publicMediaRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  operationRoutes(app, deps)(getMediaVariant, async (request, reply) => {
    const answer = await readMediaVariant(ctx, request.params.id, request.params.width, request.headers['if-none-match']);
    reply.header('etag', answer.etag).header('cache-control', FOREVER);
    if (answer.notModified) return reply.status(304).send();
    return reply.type('image/webp').send(answer.data);
  });
}
