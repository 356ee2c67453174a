import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';

/** Profile photos, by the address the service gave a viewer allowed to see the photo: no sign-in. */
export function alumniPhotoRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  void app;
  void ctx;
}
