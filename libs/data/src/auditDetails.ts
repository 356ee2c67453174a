import { matchRoute, ROLE_LABELS, roleLabel, type Role } from '@sla/permissions';
import type { AccountEventAction, AuditPerson, NamedAuditEntry } from './types/audit.js';

// The activity log's words, shared by the admin screen and the CSV export so both read the same.

const ACTION_NAMES: Readonly<Record<AccountEventAction, string>> = {
  invited: 'Invited',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  suspended: 'Suspended',
  restored: 'Restored',
  verification_sent: 'Verification sent',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Why an invitation's role was not given (the service's InvitationRefusal), in words. */
const INVITATION_REFUSALS: Readonly<Record<string, string>> = {
  notAllowed: 'the inviter may no longer give that role',
  actingProfileMissing: 'the inviter’s account no longer exists',
  inviterUnavailable: 'the inviter’s account is suspended or gone',
  invalidTransition: 'the role rules do not allow it',
  lastAdmin: 'the role rules do not allow it',
  passwordBeforeInvitation: 'a password was set on that sign-in account before the invitation was sent',
  signInUnchecked: 'Firebase could not confirm who holds the sign-in account',
};

/** A person as the log names them: their name, else their e-mail, else the bare id. */
export function auditPersonName(person: AuditPerson | undefined, uid: string): string {
  return person?.displayName?.trim() || person?.email?.trim() || uid;
}

/** The short label of an entry's kind: "Role change", "Access refused", "Suspended"… */
export function auditEntryLabel(entry: NamedAuditEntry): string {
  if (entry.type === 'role_change') return 'Role change';
  if (entry.type === 'account_deleted') return 'Account deleted';
  if (entry.type === 'account_event') return Object.hasOwn(ACTION_NAMES, entry.action) ? ACTION_NAMES[entry.action] : 'Account';
  if (entry.type === 'settings_change') return 'Settings';
  return entry.granted ? 'Access granted' : 'Access refused';
}

/** Where a permission check happened, readably: the screen and its path, or the service action. */
export function auditRefusalPlace(entry: NamedAuditEntry & { type: 'permission_check' }): string {
  const path = text(entry.context.path);
  if (path) {
    const screen = matchRoute(path.split(/[?#]/)[0] ?? path)?.route.screen;
    return screen ? `${screen} (${path})` : path;
  }
  const action = text(entry.context.action);
  return action ? action.replace(/_/g, ' ') : entry.permission;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(none)';
  const written = typeof value === 'string' ? value : JSON.stringify(value);
  return written.length > 80 ? `${written.slice(0, 79)}…` : written;
};

/**
 * One readable line about an entry, without its date or its person (shown beside it):
 * "Applicant → Student by Jane Doe: accepted", "tried to open Users and roles (/admin/users)".
 */
export function auditEntryDetails(entry: NamedAuditEntry): string {
  if (entry.type === 'role_change') {
    const change = `${roleLabel(entry.previousRole)} → ${roleLabel(entry.newRole)} by ${auditPersonName(entry.actor, entry.changedBy)}`;
    return entry.reason.trim() ? `${change}: ${entry.reason.trim()}` : change;
  }
  if (entry.type === 'account_deleted') {
    return `Deleted their own account${entry.previousRole ? ` (was ${roleLabel(entry.previousRole)})` : ''}`;
  }
  if (entry.type === 'account_event') {
    const by = entry.actorId && entry.actorId !== entry.userId ? ` by ${auditPersonName(entry.actor, entry.actorId)}` : '';
    const email = text(entry.context.email);
    const role = text(entry.context.role);
    const as = Object.hasOwn(ROLE_LABELS, role) ? ` as ${ROLE_LABELS[role as Role]}` : '';
    const reason = entry.reason.trim() ? `: ${entry.reason.trim()}` : '';
    if (entry.action === 'invited') return `Invited${email ? ` ${email}` : ''}${as}${by}`;
    if (entry.action === 'invitation_revoked') return `Invitation${email ? ` for ${email}` : ''} revoked${by}`;
    if (entry.action === 'invitation_accepted') {
      const invited = text(entry.context.invitedRole);
      const code = text(entry.context.refusal);
      const refusal = Object.hasOwn(INVITATION_REFUSALS, code) ? INVITATION_REFUSALS[code] : null;
      if (!refusal) return `Accepted the invitation${as}`;
      const wanted = Object.hasOwn(ROLE_LABELS, invited) ? ROLE_LABELS[invited as Role] : 'the invited role';
      return `Accepted the invitation, but was not given ${wanted}: ${refusal}; the account started${as}`;
    }
    if (entry.action === 'suspended') return `Account suspended${by}${reason}`;
    if (entry.action === 'restored') return `Account restored${by}${reason}`;
    if (entry.action === 'verification_sent') return `Verification e-mail sent${by}`;
    return `${String(entry.action).replace(/_/g, ' ')}${by}${reason}`;
  }
  if (entry.type === 'settings_change') {
    if (!entry.changes.length) return 'Saved the settings without changes';
    return `Changed ${entry.changes.map((change) => `${change.key} from ${shown(change.from)} to ${shown(change.to)}`).join('; ')}`;
  }
  const place = auditRefusalPlace(entry);
  if (text(entry.context.path)) return entry.granted ? `opened ${place}` : `tried to open ${place}`;
  return entry.granted ? `allowed to ${place} (${entry.permission})` : `was refused ${place} (needs ${entry.permission})`;
}
