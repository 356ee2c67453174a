import type { FastifyInstance } from 'fastify';
import * as audit from '@sla/contract/operations/people';
import { exportAuditLogsCsv } from '../../audit/exportAuditLogsCsv.js';
import { listAuditLogs } from '../../audit/listAuditLogs.js';
import { recordGuardDenial } from '../../audit/recordGuardDenial.js';
import type { RouteDeps } from '../app.js';
import { operationRoutes } from '../operationRoute.js';
import { sendCsv } from '../sendCsv.js';

export function auditLogRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { ctx } = deps;
  const route = operationRoutes(app, deps);
  route(audit.listAuditLogs, (request) => listAuditLogs(ctx, request.caller, request.query));
  route(audit.exportAuditLogs, async (request, reply) =>
    sendCsv(reply, 'activity-log.csv', await exportAuditLogsCsv(ctx, request.caller, request.query)),
  );
  route(audit.recordGuardDenial, (request) => recordGuardDenial(ctx, request.caller, request.body));
}
