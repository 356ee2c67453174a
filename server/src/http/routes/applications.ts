import type { FastifyInstance } from 'fastify';
import * as applications from '@sla/contract/operations/applications';
import { getMyApplication } from '../../applications/getMyApplication.js';
import { listMyApplications } from '../../applications/listMyApplications.js';
import { saveAnswers } from '../../applications/saveAnswers.js';
import { startApplication } from '../../applications/startApplication.js';
import { submitApplication } from '../../applications/submitApplication.js';
import { withdrawApplication } from '../../applications/withdrawApplication.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { applicationFilesRoutes } from './applicationFiles.js';
import { noticesRoutes } from './notices.js';

/** The applicant's side of applications: their own, from the first draft to withdrawal; plus their notices. */
export function applicationsRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(applications.listMyApplications, (request) => listMyApplications(ctx, request.caller, request.query));
  route(applications.getMyApplication, (request) => getMyApplication(ctx, request.caller, request.params.id));
  route(applications.startApplication, async (request, reply) => {
    const { application, created } = await startApplication(ctx, request.caller, request.body);
    // The draft already started is answered as it is, with 200 rather than the declared 201.
    if (!created) reply.status(200);
    return application;
  });
  route(applications.saveAnswers, (request) => saveAnswers(ctx, request.caller, request.params.id, request.body));
  route(applications.submitApplication, (request) => submitApplication(ctx, request.caller, request.params.id));
  route(applications.withdrawApplication, (request) => withdrawApplication(ctx, request.caller, request.params.id, request.body));
  applicationFilesRoutes(app, deps);
  noticesRoutes(app, deps);
}
