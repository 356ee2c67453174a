import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../app.js';

/**
 * Alumni profiles and the directory: one's own profile and photo (/alumni/profile), the directory and one member's
 * profile (network_with_alumni), and the staff's side (/alumni/manage, manage_alumni_profiles).
 */
export function alumniProfilesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  void app;
  void ctx;
}
