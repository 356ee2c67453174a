import type { FastifyInstance } from 'fastify';
import * as notices from '@sla/contract/operations/people';
import { listNotices } from '../../notices/listNotices.js';
import { markNoticeRead } from '../../notices/markNoticeRead.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';

/** A member's own in-portal notices (decisions released, ...). */
export function noticesRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(notices.listNotices, (request) => listNotices(ctx, request.caller));
  route(notices.markNoticeRead, (request) => markNoticeRead(ctx, request.caller, request.params.id));
}
