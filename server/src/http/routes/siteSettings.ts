import type { FastifyInstance } from 'fastify';
import * as settings from '@sla/contract/operations/people';
import { getSiteSettings } from '../../siteSettings/getSiteSettingsView.js';
import { updateSiteSettings } from '../../siteSettings/updateSiteSettings.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

export function siteSettingsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(settings.getSiteSettings, (request) => getSiteSettings(ctx, request.caller));
  route(settings.updateSiteSettings, (request) => updateSiteSettings(ctx, request.caller, request.body));
}
