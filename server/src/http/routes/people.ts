import type { FastifyInstance } from 'fastify';
import * as people from '@sla/contract/operations/people';
import { createInvitation } from '../../people/invitations/createInvitation.js';
import { listInvitations, revokeInvitation } from '../../people/invitations/listInvitations.js';
import { getPerson } from '../../people/getPerson.js';
import { sendVerification } from '../../people/sendVerification.js';
import { restoreAccount, suspendAccount } from '../../people/suspension.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** The back office's people (manage_users): a person's page, suspension, verification links and invitations. */
export function peopleRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(people.getPerson, (request) => getPerson(ctx, request.caller, request.params.uid));
  route(people.suspendAccount, (request) => suspendAccount(ctx, request.caller, request.params.uid, request.body));
  route(people.restoreAccount, (request) => restoreAccount(ctx, request.caller, request.params.uid));
  route(people.sendVerification, (request) => sendVerification(ctx, request.caller, request.params.uid));
  route(people.listInvitations, (request) => listInvitations(ctx, request.caller));
  route(people.createInvitation, (request) => createInvitation(ctx, request.caller, request.body, request.locale));
  route(people.revokeInvitation, (request) => revokeInvitation(ctx, request.caller, request.params.id));
}
