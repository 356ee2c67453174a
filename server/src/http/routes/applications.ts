import type { FastifyInstance } from 'fastify';
import { getMyApplication } from '../../applications/getMyApplication.js';
import { listMyApplications } from '../../applications/listMyApplications.js';
import { saveAnswers } from '../../applications/saveAnswers.js';
import { startApplication } from '../../applications/startApplication.js';
import { submitApplication } from '../../applications/submitApplication.js';
import { withdrawApplication } from '../../applications/withdrawApplication.js';
import type { RouteDeps } from '../app.js';
import { applicationFilesRoutes } from './applicationFiles.js';
import { noticesRoutes } from './notices.js';

type ById = { Params: { id: string } };

/** The applicant's side of applications: their own, from the first draft to withdrawal; plus their notices. */
export function applicationsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  app.get('/applications/mine', (request) => listMyApplications(ctx, request.caller, request.query));
  app.get<ById>('/applications/:id', (request) => getMyApplication(ctx, request.caller, request.params.id));
  app.post('/applications', async (request, reply) => {
    const { application, created } = await startApplication(ctx, request.caller, request.body);
    return reply.status(created ? 201 : 200).send(application);
  });
  app.patch<ById>('/applications/:id/answers', (request) => saveAnswers(ctx, request.caller, request.params.id, request.body));
  app.post<ById>('/applications/:id/submit', (request) => submitApplication(ctx, request.caller, request.params.id));
  app.post<ById>('/applications/:id/withdraw', (request) =>
    withdrawApplication(ctx, request.caller, request.params.id, request.body),
  );
  applicationFilesRoutes(app, deps);
  noticesRoutes(app, deps);
}
