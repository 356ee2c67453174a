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

/** What happened to an account, beyond its role: the sign-in related events of the back office (decision 0024). */
export const ACCOUNT_EVENT_ACTIONS = [
  'invited',
  'invitation_revoked',
  'invitation_accepted',
  'suspended',
  'restored',
  'verification_sent',
] as const;
export type AccountEventAction = (typeof ACCOUNT_EVENT_ACTIONS)[number];

/** account_event audit entry: `userId` is the account concerned (for an invitation, the invitation's id until accepted). */
export interface AccountEventEntry {
  id: string;
  type: 'account_event';
  userId: string;
  action: AccountEventAction;
  /** Who did it: an admin's uid, or the account's own for an accepted invitation. */
  actorId: string;
  /** The reason given, where one is asked for (suspension). */
  reason: string;
  /** What the action concerned: the invited address and role, for example. */
  context: Record<string, unknown>;
  timestamp: string;
}

/** One setting's change, as settings_change entries record it. */
export interface SettingChange {
  key: string;
  from: unknown;
  to: unknown;
}

/** settings_change audit entry: an admin changed the site settings; `userId` is that admin. */
export interface SettingsChangeEntry {
  id: string;
  type: 'settings_change';
  userId: string;
  changes: SettingChange[];
  timestamp: string;
}

export type AuditEntry = RoleChangeEntry | PermissionCheckEntry | AccountDeletedEntry | AccountEventEntry | SettingsChangeEntry;

/** Who an entry names, as their profile has it; absent when there is no profile (a deleted account, an invitation). */
export interface AuditPerson {
  uid: string;
  displayName: string | null;
  email: string | null;
}

/**
 * An entry as GET /audit-logs returns it: `person` is the entry's user, `actor` who acted (role_change's changedBy,
 * account_event's actorId). Both optional, so plain AuditEntry values still fit where a NamedAuditEntry is read.
 */
export type NamedAuditEntry = AuditEntry & { person?: AuditPerson; actor?: AuditPerson };
