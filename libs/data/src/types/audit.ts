import type { Role } from '@sla/permissions';

/** role_change audit entry (docs/requirements.md#audit-log). ipAddress and userAgent are always empty. */
export interface RoleChangeEntry {
  id: string;
  type: 'role_change';
  userId: string;
  previousRole: Role | null;
  newRole: Role;
  changedBy: string;
  reason: string;
  timestamp: string;
  ipAddress: string;
  userAgent: string;
}

/** permission_check audit entry (docs/requirements.md#audit-log): written when the guard or the server denies access. */
export interface PermissionCheckEntry {
  id: string;
  type: 'permission_check';
  userId: string;
  permission: string;
  granted: boolean;
  context: Record<string, unknown>;
  timestamp: string;
}

/** account_deleted audit entry: a member deleted their own account. Only the uid and role are kept, never the e-mail or name. */
export interface AccountDeletedEntry {
  id: string;
  type: 'account_deleted';
  userId: string;
  /** The role the account had. */
  previousRole: Role | null;
  timestamp: string;
}

export type AuditEntry = RoleChangeEntry | PermissionCheckEntry | AccountDeletedEntry;
