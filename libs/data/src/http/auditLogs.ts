import type { AuditLogRepository } from '../repositories.js';
import * as routes from '@sla/contract/routes';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpAuditLogRepository(transport: Transport): AuditLogRepository {
  return {
    list: (query = {}) => call(transport, routes.listAuditLogs, { query }),
    exportCsv: (query = {}) => call(transport, routes.exportAuditLogs, { query }),
    recordDenied: (body) => call(transport, routes.recordGuardDenial, { body }),
  };
}
