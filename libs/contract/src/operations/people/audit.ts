import * as z from 'zod/mini';
import { ROLES } from '@sla/permissions';
import { auditLogFilters, listAuditLogsQuery, permissionCheckInput } from '../../schemas/audit.js';
import { ACCOUNT_EVENT_ACTIONS } from '../../types/audit.js';
import { fileAnswer, operation } from '../operation.js';

const role = z.enum(ROLES);
const context = z.record(z.string(), z.unknown());

/** role_change audit entry (docs/requirements.md#audit-log). ipAddress and userAgent are always empty. */
export const roleChangeEntry = z.strictObject({
  id: z.string(),
  type: z.literal('role_change'),
  userId: z.string(),
  previousRole: z.nullable(role),
  newRole: role,
  changedBy: z.string(),
  reason: z.string(),
  timestamp: z.string(),
  ipAddress: z.string(),
  userAgent: z.string(),
});
export type RoleChangeEntry = z.output<typeof roleChangeEntry>;

/** permission_check audit entry (docs/requirements.md#audit-log): written when the guard or the server denies access. */
export const permissionCheckEntry = z.strictObject({
  id: z.string(),
  type: z.literal('permission_check'),
  userId: z.string(),
  permission: z.string(),
  granted: z.boolean(),
  context,
  timestamp: z.string(),
});
export type PermissionCheckEntry = z.output<typeof permissionCheckEntry>;

/** account_deleted audit entry: a member deleted their own account. Only the uid and role are kept, never the e-mail or name. */
export const accountDeletedEntry = z.strictObject({
  id: z.string(),
  type: z.literal('account_deleted'),
  userId: z.string(),
  /** The role the account had. */
  previousRole: z.nullable(role),
  timestamp: z.string(),
});
export type AccountDeletedEntry = z.output<typeof accountDeletedEntry>;

/** account_event audit entry: `userId` is the account concerned (for an invitation, the invitation's id until accepted). */
export const accountEventEntry = z.strictObject({
  id: z.string(),
  type: z.literal('account_event'),
  userId: z.string(),
  action: z.enum(ACCOUNT_EVENT_ACTIONS),
  /** Who did it: an admin's uid, or the account's own for an accepted invitation. */
  actorId: z.string(),
  /** The reason given, where one is asked for (suspension). */
  reason: z.string(),
  /** What the action concerned: the invited address and role, for example. */
  context,
  timestamp: z.string(),
});
export type AccountEventEntry = z.output<typeof accountEventEntry>;

/** One setting's change, as settings_change entries record it. */
export const settingChange = z.strictObject({ key: z.string(), from: z.unknown(), to: z.unknown() });
export type SettingChange = z.output<typeof settingChange>;

/** settings_change audit entry: an admin changed the site settings; `userId` is that admin. */
export const settingsChangeEntry = z.strictObject({
  id: z.string(),
  type: z.literal('settings_change'),
  userId: z.string(),
  changes: z.array(settingChange),
  timestamp: z.string(),
});
export type SettingsChangeEntry = z.output<typeof settingsChangeEntry>;

/**
 * release_change audit entry (decision 0031): a release of `project` published, or made live by a promotion or a
 * rollback.
 * `userId` is the admin who did it, or "release-key:<project>" for a team's release key; `by` is who the record names.
 */
export const releaseChangeEntry = z.strictObject({
  id: z.string(),
  type: z.literal('release_change'),
  userId: z.string(),
  action: z.enum(['publish', 'promote', 'rollback']),
  project: z.string(),
  release: z.string(),
  previous: z.nullable(z.string()),
  by: z.string(),
  timestamp: z.string(),
});
export type ReleaseChangeEntry = z.output<typeof releaseChangeEntry>;

export type AuditEntry =
  RoleChangeEntry | PermissionCheckEntry | AccountDeletedEntry | AccountEventEntry | SettingsChangeEntry | ReleaseChangeEntry;

/** Who an entry names, as their profile has it; absent when there is no profile (a deleted account, an invitation). */
export const auditPerson = z.strictObject({
  uid: z.string(),
  displayName: z.nullable(z.string()),
  email: z.nullable(z.string()),
});
export type AuditPerson = z.output<typeof auditPerson>;

/** `person` is the entry's user, `actor` who acted (role_change's changedBy, account_event's actorId). */
const named = { person: z.optional(auditPerson), actor: z.optional(auditPerson) };

/** An entry as GET /audit-logs returns it, with the names of the people it concerns. */
export const namedAuditEntry = z.discriminatedUnion('type', [
  z.strictObject({ ...roleChangeEntry.shape, ...named }),
  z.strictObject({ ...permissionCheckEntry.shape, ...named }),
  z.strictObject({ ...accountDeletedEntry.shape, ...named }),
  z.strictObject({ ...accountEventEntry.shape, ...named }),
  z.strictObject({ ...settingsChangeEntry.shape, ...named }),
  z.strictObject({ ...releaseChangeEntry.shape, ...named }),
]);
/** Both names optional, so plain AuditEntry values still fit where a NamedAuditEntry is read. */
export type NamedAuditEntry = z.output<typeof namedAuditEntry>;

const readers = { anyOf: ['view_all_users'] } as const;

export const listAuditLogs = operation({
  id: 'listAuditLogs',
  method: 'GET',
  path: '/audit-logs',
  summary:
    'Audit entries, newest first, 50 by default, by kind, person (uid, name or e-mail) and UTC days, each with the names of its person and actor',
  query: listAuditLogsQuery,
  answer: z.strictObject({ items: z.array(namedAuditEntry), nextCursor: z.nullable(z.string()) }),
  status: 200,
  access: readers,
  refusals: [400, 401, 403],
});

export const exportAuditLogs = operation({
  id: 'exportAuditLogs',
  method: 'GET',
  path: '/audit-logs.csv',
  summary: 'The audit entries the same filters select, as CSV, streamed',
  query: auditLogFilters,
  answer: fileAnswer('text/csv'),
  status: 200,
  access: readers,
  refusals: [400, 401, 403],
});

/** Anyone signed in, profile or not: the guard refused them a screen. */
export const recordGuardDenial = operation({
  id: 'recordGuardDenial',
  method: 'POST',
  path: '/audit-logs/permission-checks',
  summary: 'Record that the route guard refused you a screen',
  body: permissionCheckInput,
  answer: null,
  status: 204,
  access: 'signedIn',
  refusals: [400, 401, 429],
});

/** The activity log: reading it, as a page or a file, and recording the guard's refusals. */
export const auditOperations = [listAuditLogs, exportAuditLogs, recordGuardDenial] as const;
