import type { FastifyInstance } from 'fastify';
import * as people from '@sla/contract/operations/people';
import { addFollowUpNote } from '../../followUps/addFollowUpNote.js';
import { answerFollowUp } from '../../followUps/answerFollowUp.js';
import { countFollowUps } from '../../followUps/countFollowUps.js';
import { getFollowUp } from '../../followUps/getFollowUp.js';
import { listFollowUpOwners } from '../../followUps/listFollowUpOwners.js';
import { listFollowUps } from '../../followUps/listFollowUps.js';
import { openFollowUpLink } from '../../followUps/openFollowUpLink.js';
import { replyToFollowUp } from '../../followUps/replyToFollowUp.js';
import { updateFollowUp } from '../../followUps/updateFollowUp.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** The follow-up inbox, staff's side (decision 0049). */
export function followUpRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(people.listFollowUps, (request) => listFollowUps(ctx, request.caller, request.query));
  route(people.countFollowUps, (request) => countFollowUps(ctx, request.caller));
  route(people.listFollowUpOwners, (request) => listFollowUpOwners(ctx, request.caller));
  route(people.getFollowUp, (request) => getFollowUp(ctx, request.caller, request.params.id));
  route(people.updateFollowUp, (request) => updateFollowUp(ctx, request.caller, request.params.id, request.body));
  route(people.addFollowUpNote, (request) => addFollowUpNote(ctx, request.caller, request.params.id, request.body));
  route(people.replyToFollowUp, (request) => replyToFollowUp(ctx, request.caller, request.params.id, request.body));
}

/** The sender's reply link: no account, the link's token is the proof; never cached. */
export function followUpLinkRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  route(people.openFollowUpLink, (request) => openFollowUpLink(ctx, request.params.token, { ip: request.ip }));
  route(people.answerFollowUp, (request) => answerFollowUp(ctx, request.params.token, request.body, { ip: request.ip }));
}
