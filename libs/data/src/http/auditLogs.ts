import * as audit from '../contract/people/audit.js';
import type { AuditLogRepository } from '../repositories.js';
import { call } from './call.js';
import type { Transport } from './transport.js';

export function httpAuditLogRepository(transport: Transport): AuditLogRepository {
  return {
    list: (query = {}) => call(transport, audit.listAuditLogs, { query }),
    exportCsv: (query = {}) => call(transport, audit.exportAuditLogs, { query }),
    recordDenied: (body) => call(transport, audit.recordGuardDenial, { body }),
  };
}
