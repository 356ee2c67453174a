import type { FastifyInstance } from 'fastify';
import * as alumni from '@sla/contract/operations/alumni';
import { readPhoto } from '../../alumni/profiles/readPhoto.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** A year, and never revalidated: the bytes behind an address never change (a new photo is a new id). */
const FOREVER = 'public, max-age=31536000, immutable';

/** Profile photos, by the address the service gave a viewer allowed to see the photo: no sign-in. */
export function alumniPhotoRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(alumni.readAlumniPhoto, async (request, reply) => {
    const answer = await readPhoto(ctx, request.params.photoId, request.params.size, request.headers['if-none-match']);
    reply.header('etag', answer.etag).header('cache-control', FOREVER);
    if (answer.notModified) return reply.status(304).send();
    return reply.type('image/webp').send(answer.data);
  });
}
