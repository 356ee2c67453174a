import type { FastifyInstance } from 'fastify';
import { createProgram } from '../../programs/createProgram.js';
import { deleteProgram } from '../../programs/deleteProgram.js';
import { getProgramSettings, getProgramSettingsBySlug } from '../../programs/getProgramSettings.js';
import { listPrograms } from '../../programs/listPrograms.js';
import { updateProgram } from '../../programs/updateProgram.js';
import type { RouteDeps } from '../app.js';

type ById = { Params: { id: string } };

/** Programme settings for staff, and the programmes applicants choose from. */
export function programsRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/programs', (request) => listPrograms(ctx, request.caller, request.query));
  app.get<{ Params: { slug: string } }>('/programs/by-slug/:slug', (request) =>
    getProgramSettingsBySlug(ctx, request.caller, request.params.slug),
  );
  app.get<ById>('/programs/:id', (request) => getProgramSettings(ctx, request.caller, request.params.id));
  app.post('/programs', async (request, reply) => reply.status(201).send(await createProgram(ctx, request.caller, request.body)));
  app.put<ById>('/programs/:id', (request) => updateProgram(ctx, request.caller, request.params.id, request.body));
  app.delete<ById>('/programs/:id', async (request, reply) => {
    await deleteProgram(ctx, request.caller, request.params.id);
    return reply.status(204).send();
  });
}
