import type { FastifyInstance } from 'fastify';
import { createInvitation } from '../../people/invitations/createInvitation.js';
import { listInvitations, revokeInvitation } from '../../people/invitations/listInvitations.js';
import { getPerson } from '../../people/getPerson.js';
import { sendVerification } from '../../people/sendVerification.js';
import { restoreAccount, suspendAccount } from '../../people/suspension.js';
import type { RouteDeps } from '../app.js';

type Person = { Params: { uid: string } };

/** The back office's people (manage_users): a person's page, suspension, verification links and invitations. */
export function peopleRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get<Person>('/admin/people/:uid', (request) => getPerson(ctx, request.caller, request.params.uid));
  app.post<Person>('/admin/people/:uid/suspension', (request) =>
    suspendAccount(ctx, request.caller, request.params.uid, request.body),
  );
  app.delete<Person>('/admin/people/:uid/suspension', (request) => restoreAccount(ctx, request.caller, request.params.uid));
  app.post<Person>('/admin/people/:uid/verification-email', (request) =>
    sendVerification(ctx, request.caller, request.params.uid),
  );
  app.get('/admin/invitations', (request) => listInvitations(ctx, request.caller));
  app.post('/admin/invitations', async (request, reply) =>
    reply.status(201).send(await createInvitation(ctx, request.caller, request.body, request.locale)),
  );
  app.delete<{ Params: { id: string } }>('/admin/invitations/:id', (request) =>
    revokeInvitation(ctx, request.caller, request.params.id),
  );
}
