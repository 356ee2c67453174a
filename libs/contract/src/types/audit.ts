// The audit log's entries: declared with their operations (contract/people/audit), so the answer checked is this shape.
export type {
  AccountDeletedEntry,
  AccountEventEntry,
  AuditEntry,
  AuditPerson,
  NamedAuditEntry,
  PermissionCheckEntry,
  ReleaseChangeEntry,
  RoleChangeEntry,
  SettingChange,
  SettingsChangeEntry,
} from '../operations/people/audit.js';

/**
 * What happened to an account, beyond its role: the sign-in related events of the back office (decision 0024). Here
 * rather than with the declarations, so importing it does not bring their schemas into every page.
 */
export const ACCOUNT_EVENT_ACTIONS = [
  'invited',
  'invitation_revoked',
  'invitation_accepted',
  'suspended',
  'restored',
  'verification_sent',
] as const;
export type AccountEventAction = (typeof ACCOUNT_EVENT_ACTIONS)[number];
