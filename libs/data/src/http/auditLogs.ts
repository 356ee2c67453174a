import type { AuditLogRepository } from '../repositories.js';
import { call } from './call.js';
import { withDeclarations } from './onFirstCall.js';
import type { Transport } from './transport.js';

/** In every page's client: the declarations load with the first call (see users.ts). */
const declared = withDeclarations(() => import('@sla/contract/operations/people/audit'));

export function httpAuditLogRepository(transport: Transport): AuditLogRepository {
  return {
    list: (query = {}) => declared((audit) => call(transport, audit.listAuditLogs, { query })),
    exportCsv: (query = {}) => declared((audit) => call(transport, audit.exportAuditLogs, { query })),
    recordDenied: (body) => declared((audit) => call(transport, audit.recordGuardDenial, { body })),
  };
}
