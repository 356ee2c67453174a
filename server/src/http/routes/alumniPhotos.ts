import type { FastifyInstance } from 'fastify';
import { readPhoto } from '../../alumni/profiles/readPhoto.js';
import type { RouteDeps } from '../app.js';

type PhotoParams = { Params: { photoId: string; size: string } };

/** A year, and never revalidated: the bytes behind an address never change (a new photo is a new id). */
const FOREVER = 'public, max-age=31536000, immutable';

/** Profile photos, by the address the service gave a viewer allowed to see the photo: no sign-in. */
export function alumniPhotoRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get<PhotoParams>('/alumni/photos/:photoId/:size.webp', async (request, reply) => {
    const answer = await readPhoto(ctx, request.params.photoId, request.params.size, request.headers['if-none-match']);
    reply.header('etag', answer.etag).header('cache-control', FOREVER);
    if (answer.notModified) return reply.status(304).send();
    return reply.type('image/webp').send(answer.data);
  });
}
