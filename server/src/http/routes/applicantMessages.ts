import type { FastifyInstance } from 'fastify';
import * as applications from '@sla/contract/operations/applications';
import { getMyThread, listMyThreads, markMyThreadRead, replyToThread } from '../../applicantMessages/applicantThreads.js';
import { countMessageRecipients, messageApplicants } from '../../applicantMessages/messageApplicants.js';
import {
  getApplicationThread,
  listMessageInbox,
  markApplicationThreadRead,
  messageApplicant,
} from '../../applicantMessages/staffThreads.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** Messages between staff and applicants, one thread per application (decision 0043). */
export function applicantMessagesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(applications.listMessageInbox, (request) => listMessageInbox(ctx, request.caller, request.query));
  route(applications.countMessageRecipients, (request) => countMessageRecipients(ctx, request.caller, request.query));
  route(applications.messageApplicants, (request) => messageApplicants(ctx, request.caller, request.body));
  route(applications.getApplicationThread, (request) =>
    getApplicationThread(ctx, request.caller, request.params.id, request.query),
  );
  route(applications.messageApplicant, (request) => messageApplicant(ctx, request.caller, request.params.id, request.body));
  route(applications.markApplicationThreadRead, (request) => markApplicationThreadRead(ctx, request.caller, request.params.id));
  route(applications.listMyThreads, (request) => listMyThreads(ctx, request.caller, request.query));
  route(applications.getMyThread, (request) => getMyThread(ctx, request.caller, request.params.id, request.query));
  route(applications.replyToThread, (request) => replyToThread(ctx, request.caller, request.params.id, request.body));
  route(applications.markMyThreadRead, (request) => markMyThreadRead(ctx, request.caller, request.params.id));
}
