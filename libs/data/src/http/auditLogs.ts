import type * as auditContract from '../contract/people/audit.js';
import type { AuditLogRepository } from '../repositories.js';
import { call } from './call.js';
import type { Transport } from './transport.js';

type Audit = typeof auditContract;

/** In every page's client: the declarations load with the first call (see users.ts). */
const declared = <T>(use: (audit: Audit) => Promise<T>): Promise<T> => import('../contract/people/audit.js').then(use);

export function httpAuditLogRepository(transport: Transport): AuditLogRepository {
  return {
    list: (query = {}) => declared((audit) => call(transport, audit.listAuditLogs, { query })),
    exportCsv: (query = {}) => declared((audit) => call(transport, audit.exportAuditLogs, { query })),
    recordDenied: (body) => declared((audit) => call(transport, audit.recordGuardDenial, { body })),
  };
}
