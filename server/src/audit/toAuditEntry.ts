import type { AccountEventAction, AuditEntry, SettingChange } from '@sla/contract';
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
  if (row.type === 'account_event') {
    // account_event rows keep their action in `permission` and the rest in `context` (migration 0014 added no columns).
    return {
      ...base,
      type: 'account_event',
      action: row.permission as AccountEventAction,
      actorId: row.changedBy ?? '',
      reason: row.reason ?? '',
      context: row.context ?? {},
    };
  }
  if (row.type === 'release_change') {
    // Like account_event rows: the action in `permission`, the rest in `context` (migration 0023 added no columns).
    const context = row.context ?? {};
    return {
      ...base,
      type: 'release_change',
      action: row.permission === 'rollback' || row.permission === 'publish' ? row.permission : 'promote',
      project: String(context.project ?? ''),
      release: String(context.release ?? ''),
      previous: typeof context.previous === 'string' ? context.previous : null,
      by: String(context.by ?? ''),
    };
  }
  if (row.type === 'settings_change') {
    const changes = (row.context?.changes ?? []) as SettingChange[];
    return { ...base, type: 'settings_change', changes };
  }
  return {
    ...base,
    type: 'permission_check',
    permission: row.permission ?? '',
    granted: row.granted ?? false,
    context: row.context ?? {},
  };
}
