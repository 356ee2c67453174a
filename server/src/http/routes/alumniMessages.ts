import type { FastifyInstance } from 'fastify';
import { blockAlumnus, unblockAlumnus } from '../../alumni/messages/blocks.js';
import { getConversation } from '../../alumni/messages/getConversation.js';
import { listAlumniMessages } from '../../alumni/messages/listAlumniMessages.js';
import { listConversations } from '../../alumni/messages/listConversations.js';
import { listReports } from '../../alumni/messages/listReports.js';
import { reportAlumnus } from '../../alumni/messages/reportAlumnus.js';
import { resolveReport } from '../../alumni/messages/resolveReport.js';
import { sendAlumniMessage } from '../../alumni/messages/sendAlumniMessage.js';
import { startConversation } from '../../alumni/messages/startConversation.js';
import { unreadCount } from '../../alumni/messages/unreadCount.js';
import type { RouteDeps } from '../app.js';

type ById = { Params: { id: string } };
type ByUid = { Params: { uid: string } };

/** Conversations between members of the alumni network, blocks and reports (and the staff's reading of reports). */
export function alumniMessagesRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/alumni/conversations', (request) => listConversations(ctx, request.caller, request.query));
  app.get<ById>('/alumni/conversations/:id', (request) => getConversation(ctx, request.caller, request.params.id));
  app.get<ById>('/alumni/conversations/:id/messages', (request) =>
    listAlumniMessages(ctx, request.caller, request.params.id, request.query),
  );
  app.post<ById>('/alumni/conversations/:id/messages', async (request, reply) =>
    reply.status(201).send(await sendAlumniMessage(ctx, request.caller, request.params.id, request.body)),
  );
  app.post<ByUid>('/alumni/people/:uid/messages', async (request, reply) =>
    reply.status(201).send(await startConversation(ctx, request.caller, request.params.uid, request.body)),
  );
  app.get('/alumni/unread', (request) => unreadCount(ctx, request.caller));
  app.put<ByUid>('/alumni/blocks/:uid', async (request, reply) => {
    await blockAlumnus(ctx, request.caller, request.params.uid);
    return reply.status(204).send();
  });
  app.delete<ByUid>('/alumni/blocks/:uid', async (request, reply) => {
    await unblockAlumnus(ctx, request.caller, request.params.uid);
    return reply.status(204).send();
  });
  app.post('/alumni/reports', async (request, reply) =>
    reply.status(201).send(await reportAlumnus(ctx, request.caller, request.body)),
  );
  app.get('/alumni/reports', (request) => listReports(ctx, request.caller, request.query));
  app.post<ById>('/alumni/reports/:id/resolve', (request) => resolveReport(ctx, request.caller, request.params.id));
}
