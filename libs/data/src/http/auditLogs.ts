import type { AuditLogRepository } from '../repositories.js';
import type { Transport } from './transport.js';

export function httpAuditLogRepository(transport: Transport): AuditLogRepository {
  return {
    list: (query = {}) => transport.request('GET', '/audit-logs', { query: { ...query } }),
    exportCsv: (filters = {}) => transport.request('GET', '/audit-logs.csv', { query: { ...filters }, as: 'blob' }),
    recordDenied: (input) => transport.request('POST', '/audit-logs/permission-checks', { body: input }),
  };
}
