import type { FastifyInstance } from 'fastify';
import * as programs from '@sla/contract/operations/applications';
import { createProgram } from '../../programs/createProgram.js';
import { deleteProgram } from '../../programs/deleteProgram.js';
import { getProgramSettings, getProgramSettingsBySlug } from '../../programs/getProgramSettings.js';
import { listPrograms } from '../../programs/listPrograms.js';
import { updateProgram } from '../../programs/updateProgram.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** Programme settings for staff, and the programmes applicants choose from. */
export function programsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(programs.listPrograms, (request) => listPrograms(ctx, request.caller, request.query));
  route(programs.getProgramBySlug, (request) => getProgramSettingsBySlug(ctx, request.caller, request.params.slug));
  route(programs.getProgram, (request) => getProgramSettings(ctx, request.caller, request.params.id));
  route(programs.createProgram, (request) => createProgram(ctx, request.caller, request.body));
  route(programs.updateProgram, (request) => updateProgram(ctx, request.caller, request.params.id, request.body));
  route(programs.deleteProgram, (request) => deleteProgram(ctx, request.caller, request.params.id));
}
