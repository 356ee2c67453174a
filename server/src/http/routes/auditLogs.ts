import type { FastifyInstance } from 'fastify';
import { exportAuditLogsCsv } from '../../audit/exportAuditLogsCsv.js';
import { listAuditLogs } from '../../audit/listAuditLogs.js';
import { recordGuardDenial } from '../../audit/recordGuardDenial.js';
import type { RouteDeps } from '../app.js';
import { sendCsv } from '../sendCsv.js';

export function auditLogRoutes(app: FastifyInstance, { ctx }: RouteDeps): void {
  app.get('/audit-logs', (request) => listAuditLogs(ctx, request.caller, request.query));
  app.get('/audit-logs.csv', async (request, reply) =>
    sendCsv(reply, 'activity-log.csv', await exportAuditLogsCsv(ctx, request.caller, request.query)),
  );
  app.post('/audit-logs/permission-checks', async (request, reply) => {
    await recordGuardDenial(ctx, request.caller, request.body);
    return reply.status(204).send();
  });
}
