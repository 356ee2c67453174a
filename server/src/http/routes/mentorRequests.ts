import type { FastifyInstance } from 'fastify';
import * as learning from '@sla/contract/operations/learning';
import { acceptMentorRequest } from '../../learning/mentorRequests/acceptMentorRequest.js';
import { askMentor } from '../../learning/mentorRequests/askMentor.js';
import { closeMentorRequest } from '../../learning/mentorRequests/closeMentorRequest.js';
import { getMentorAsking } from '../../learning/mentorRequests/getMentorAsking.js';
import { declineMentorRequest } from '../../learning/mentorRequests/declineMentorRequest.js';
import { listAllMentorRequests } from '../../learning/mentorRequests/listAllMentorRequests.js';
import { listMentorRequestsToMe } from '../../learning/mentorRequests/listMentorRequestsToMe.js';
import { listMyMentorRequests } from '../../learning/mentorRequests/listMyMentorRequests.js';
import { listOfferedMentors } from '../../learning/mentorRequests/listOfferedMentors.js';
import { withdrawMentorRequest } from '../../learning/mentorRequests/withdrawMentorRequest.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** Asking for a mentor (decision 0047): the student's side, the mentor's answer, and staff's list. */
export function mentorRequestRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(learning.getMentorAsking, (request) => getMentorAsking(ctx, request.caller));
  route(learning.listOfferedMentors, (request) => listOfferedMentors(ctx, request.caller));
  route(learning.listMyMentorRequests, (request) => listMyMentorRequests(ctx, request.caller));
  route(learning.askMentor, (request) => askMentor(ctx, request.caller, request.body));
  route(learning.withdrawMentorRequest, (request) => withdrawMentorRequest(ctx, request.caller, request.params.id));
  route(learning.listMentorRequestsToMe, (request) => listMentorRequestsToMe(ctx, request.caller));
  route(learning.acceptMentorRequest, (request) => acceptMentorRequest(ctx, request.caller, request.params.id));
  route(learning.declineMentorRequest, (request) => declineMentorRequest(ctx, request.caller, request.params.id, request.body));
  route(learning.listAllMentorRequests, (request) => listAllMentorRequests(ctx, request.caller, request.query));
  route(learning.closeMentorRequest, (request) => closeMentorRequest(ctx, request.caller, request.params.id));
}
