import type { AuditEntry } from '@sla/data';
import type { AuditRow } from '../db/schema.js';

/** The row in the shape of docs/requirements.md#audit-log, one shape per entry type. */
export function toAuditEntry(row: AuditRow): AuditEntry {
  const base = { id: String(row.id), userId: row.userId, timestamp: row.timestamp.toISOString() };
  if (row.type === 'role_change') {
    return {
      ...base,
      type: 'role_change',
      previousRole: row.previousRole ?? null,
      newRole: row.newRole!,
      changedBy: row.changedBy ?? '',
      reason: row.reason ?? '',
      ipAddress: row.ipAddress ?? '',
      userAgent: row.userAgent ?? '',
    };
  }
  if (row.type === 'account_deleted') return { ...base, type: 'account_deleted', previousRole: row.previousRole ?? null };
  return {
    ...base,
    type: 'permission_check',
    permission: row.permission ?? '',
    granted: row.granted ?? false,
    context: row.context ?? {},
  };
}
