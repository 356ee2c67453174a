import type { FastifyInstance } from 'fastify';
import { getSiteSettings } from '../../siteSettings/getSiteSettingsView.js';
import { updateSiteSettings } from '../../siteSettings/updateSiteSettings.js';
import type { RouteDeps } from '../app.js';

export function siteSettingsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/admin/settings', (request) => getSiteSettings(ctx, request.caller));
  app.put('/admin/settings', (request) => updateSiteSettings(ctx, request.caller, request.body));
}
