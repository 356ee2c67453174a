// The audit log's entries: declared with their operations (contract/people/audit), so the answer checked is this shape.
export { ACCOUNT_EVENT_ACTIONS } from '../contract/people/audit.js';
export type {
  AccountDeletedEntry,
  AccountEventAction,
  AccountEventEntry,
  AuditEntry,
  AuditPerson,
  NamedAuditEntry,
  PermissionCheckEntry,
  RoleChangeEntry,
  SettingChange,
  SettingsChangeEntry,
} from '../contract/people/audit.js';
