import type { FastifyInstance } from 'fastify';
import * as alumni from '@sla/contract/operations/alumni';
import { closeOpportunity } from '../../alumni/opportunities/closeOpportunity.js';
import { getOpportunityDigest, setOpportunityDigest } from '../../alumni/opportunities/digestChoice.js';
import { getOpportunity } from '../../alumni/opportunities/getOpportunity.js';
import { hideOpportunity } from '../../alumni/opportunities/hideOpportunity.js';
import { listMyOpportunities } from '../../alumni/opportunities/listMyOpportunities.js';
import { listOpportunities } from '../../alumni/opportunities/listOpportunities.js';
import { postOpportunity } from '../../alumni/opportunities/postOpportunity.js';
import { updateOpportunity } from '../../alumni/opportunities/updateOpportunity.js';
import type { RouteDeps } from '../app.js';
import { MARKDOWN_BODY_LIMIT } from '../markdownBodyLimit.js';
import { operationRoutes } from '../operationRoute.js';

/** The opportunities board (/alumni/opportunities): readers' list and page, posters' own, staff's hiding. */
export function opportunitiesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  const markdown = { bodyLimit: MARKDOWN_BODY_LIMIT };
  route(alumni.listOpportunities, (request) => listOpportunities(ctx, request.caller, request.query));
  route(alumni.listMyOpportunities, (request) => listMyOpportunities(ctx, request.caller));
  route(alumni.getOpportunity, (request) => getOpportunity(ctx, request.caller, request.params.id));
  route(alumni.postOpportunity, (request) => postOpportunity(ctx, request.caller, request.body), markdown);
  route(alumni.updateOpportunity, (request) => updateOpportunity(ctx, request.caller, request.params.id, request.body), markdown);
  route(alumni.closeOpportunity, (request) => closeOpportunity(ctx, request.caller, request.params.id));
  route(alumni.getOpportunityDigest, (request) => getOpportunityDigest(ctx, request.caller));
  route(alumni.setOpportunityDigest, (request) => setOpportunityDigest(ctx, request.caller, request.body));
  route(alumni.hideOpportunity, (request) => hideOpportunity(ctx, request.caller, request.params.id, request.body));
}
