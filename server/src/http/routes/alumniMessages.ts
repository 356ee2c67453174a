import type { FastifyInstance } from 'fastify';
import * as alumni from '@sla/contract/operations/alumni';
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
import { operationRoutes } from '../operationRoute.js';

/** Conversations between members of the alumni network, blocks and reports (and the staff's reading of reports). */
export function alumniMessagesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(alumni.listAlumniConversations, (request) => listConversations(ctx, request.caller, request.query));
  route(alumni.getAlumniConversation, (request) => getConversation(ctx, request.caller, request.params.id));
  route(alumni.listAlumniMessages, (request) => listAlumniMessages(ctx, request.caller, request.params.id, request.query));
  route(alumni.sendAlumniMessage, (request) => sendAlumniMessage(ctx, request.caller, request.params.id, request.body));
  route(alumni.startAlumniConversation, (request) => startConversation(ctx, request.caller, request.params.uid, request.body));
  route(alumni.countUnreadAlumniMessages, (request) => unreadCount(ctx, request.caller));
  route(alumni.blockAlumnus, (request) => blockAlumnus(ctx, request.caller, request.params.uid));
  route(alumni.unblockAlumnus, (request) => unblockAlumnus(ctx, request.caller, request.params.uid));
  route(alumni.reportAlumnus, (request) => reportAlumnus(ctx, request.caller, request.body));
  route(alumni.listAlumniReports, (request) => listReports(ctx, request.caller, request.query));
  route(alumni.resolveAlumniReport, (request) => resolveReport(ctx, request.caller, request.params.id));
}
