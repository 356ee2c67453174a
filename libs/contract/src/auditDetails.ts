import { msg } from '@sla/i18n';
import { matchRoute, ROLE_LABELS, roleLabel, type Role } from '@sla/permissions';
import { localisedMessage as say, localiseMessage } from './messages.js';
import type { AccountEventAction, AuditPerson, NamedAuditEntry, ReleaseChangeEntry } from './types/audit.js';

// The activity log's words, shared by the admin screen and the CSV export so both read the same: in the reader's
// language on the screen, in English in the export (the data service speaks no other).

const ACTION_NAMES: Readonly<Record<AccountEventAction, string>> = {
  invited: msg('Invited'),
  invitation_revoked: msg('Invitation revoked'),
  invitation_accepted: msg('Invitation accepted'),
  suspended: msg('Suspended'),
  restored: msg('Restored'),
  verification_sent: msg('Verification sent'),
};

const RELEASE_ACTION_NAMES: Readonly<Record<ReleaseChangeEntry['action'], string>> = {
  publish: msg('Release published'),
  promote: msg('Release promoted'),
  rollback: msg('Release rolled back'),
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Why an invitation's role was not given (the service's InvitationRefusal), in words. */
const INVITATION_REFUSALS: Readonly<Record<string, string>> = {
  notAllowed: msg('the inviter may no longer give that role'),
  actingProfileMissing: msg('the inviter’s account no longer exists'),
  inviterUnavailable: msg('the inviter’s account is suspended or gone'),
  invalidTransition: msg('the role rules do not allow it'),
  lastAdmin: msg('the role rules do not allow it'),
  passwordBeforeInvitation: msg('a password was set on that sign-in account before the invitation was sent'),
  signInUnchecked: msg('Firebase could not confirm who holds the sign-in account'),
};

/** A role's name as the log says it ("Content editor", "No role"), in the reader's language where it has one. */
const roleName = (role: Role | null) => localiseMessage(roleLabel(role));

/**
 * An account event's words for each combination of what it has, keyed by the letters of the parts present:
 * e (an e-mail address), r (a role), b (done by someone else), w (a reason).
 */
const INVITED: Readonly<Record<string, string>> = {
  '': msg('Invited'),
  e: msg('Invited {email}'),
  r: msg('Invited as {role}'),
  er: msg('Invited {email} as {role}'),
  b: msg('Invited by {person}'),
  eb: msg('Invited {email} by {person}'),
  rb: msg('Invited as {role} by {person}'),
  erb: msg('Invited {email} as {role} by {person}'),
};
const REVOKED: Readonly<Record<string, string>> = {
  '': msg('Invitation revoked'),
  e: msg('Invitation for {email} revoked'),
  b: msg('Invitation revoked by {person}'),
  eb: msg('Invitation for {email} revoked by {person}'),
};
const SUSPENDED: Readonly<Record<string, string>> = {
  '': msg('Account suspended'),
  b: msg('Account suspended by {person}'),
  w: msg('Account suspended: {reason}'),
  bw: msg('Account suspended by {person}: {reason}'),
};
const RESTORED: Readonly<Record<string, string>> = {
  '': msg('Account restored'),
  b: msg('Account restored by {person}'),
  w: msg('Account restored: {reason}'),
  bw: msg('Account restored by {person}: {reason}'),
};
const VERIFICATION_SENT: Readonly<Record<string, string>> = {
  '': msg('Verification e-mail sent'),
  b: msg('Verification e-mail sent by {person}'),
};
/** An action this version does not know, named by its code ("password reset"). */
const OTHER_ACTION: Readonly<Record<string, string>> = {
  b: msg('{action} by {person}'),
  w: msg('{action}: {reason}'),
  bw: msg('{action} by {person}: {reason}'),
};

const RELEASE_KEY_ACTOR = 'release-key:';

/** Who a team's release key is in the log (decision 0031): no account, so never a profile's uid. */
export const releaseKeyActor = (project: string) => `${RELEASE_KEY_ACTOR}${project}`;

/** The project whose release key `uid` stands for, or null for a person. */
export const releaseKeyProject = (uid: string): string | null =>
  uid.startsWith(RELEASE_KEY_ACTOR) ? uid.slice(RELEASE_KEY_ACTOR.length) : null;

/** A person as the log names them: their name, else their e-mail, else a team's release key, else the bare id. */
export function auditPersonName(person: AuditPerson | undefined, uid: string): string {
  const name = person?.displayName?.trim() || person?.email?.trim();
  if (name) return name;
  const project = releaseKeyProject(uid);
  return project ? say(msg('{project} release key'), { project }) : uid;
}

/** The short label of an entry's kind: "Role change", "Access refused", "Suspended"… */
export function auditEntryLabel(entry: NamedAuditEntry): string {
  if (entry.type === 'role_change') return say(msg('Role change'));
  if (entry.type === 'account_deleted') return say(msg('Account deleted'));
  if (entry.type === 'account_event')
    return say(Object.hasOwn(ACTION_NAMES, entry.action) ? ACTION_NAMES[entry.action] : msg('Account'));
  if (entry.type === 'settings_change') return say(msg('Settings'));
  if (entry.type === 'release_change') return say(RELEASE_ACTION_NAMES[entry.action]);
  return entry.granted ? say(msg('Access granted')) : say(msg('Access refused'));
}

/** Where a permission check happened, readably: the screen and its path, or the service action. */
export function auditRefusalPlace(entry: NamedAuditEntry & { type: 'permission_check' }): string {
  const path = text(entry.context.path);
  if (path) {
    const screen = matchRoute(path.split(/[?#]/)[0] ?? path)?.route.screen;
    return screen ? say(msg('{screen} ({path})'), { screen: localiseMessage(screen), path }) : path;
  }
  const action = text(entry.context.action);
  return action ? action.replace(/_/g, ' ') : entry.permission;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return say(msg('(none)'));
  const written = typeof value === 'string' ? value : JSON.stringify(value);
  return written.length > 80 ? `${written.slice(0, 79)}…` : written;
};

/**
 * One readable line about an entry, without its date or its person (shown beside it):
 * "Applicant → Student by Jane Doe: accepted", "tried to open Users and roles (/admin/users)".
 */
export function auditEntryDetails(entry: NamedAuditEntry): string {
  if (entry.type === 'role_change') {
    const reason = entry.reason.trim();
    const values = {
      from: roleName(entry.previousRole),
      to: roleName(entry.newRole),
      person: auditPersonName(entry.actor, entry.changedBy),
      reason,
    };
    return reason ? say(msg('{from} → {to} by {person}: {reason}'), values) : say(msg('{from} → {to} by {person}'), values);
  }
  if (entry.type === 'account_deleted') {
    return entry.previousRole
      ? say(msg('Deleted their own account (was {role})'), { role: roleName(entry.previousRole) })
      : say(msg('Deleted their own account'));
  }
  if (entry.type === 'account_event') {
    const by = entry.actorId && entry.actorId !== entry.userId ? auditPersonName(entry.actor, entry.actorId) : '';
    const email = text(entry.context.email);
    const role = text(entry.context.role);
    const as = Object.hasOwn(ROLE_LABELS, role) ? roleName(role as Role) : '';
    const reason = entry.reason.trim();
    const values = { email, role: as, person: by, reason, action: String(entry.action).replace(/_/g, ' ') };
    /** The words of `table` for the parts this entry has (see INVITED). */
    const worded = (table: Readonly<Record<string, string>>, parts: Record<string, unknown>) => {
      const key = Object.entries(parts)
        .filter(([, present]) => present)
        .map(([letter]) => letter)
        .join('');
      return say(table[key] ?? values.action, values);
    };
    if (entry.action === 'invited') return worded(INVITED, { e: email, r: as, b: by });
    if (entry.action === 'invitation_revoked') return worded(REVOKED, { e: email, b: by });
    if (entry.action === 'invitation_accepted') {
      const invited = text(entry.context.invitedRole);
      const code = text(entry.context.refusal);
      const refusal = Object.hasOwn(INVITATION_REFUSALS, code) ? INVITATION_REFUSALS[code] : null;
      if (!refusal) return as ? say(msg('Accepted the invitation as {role}'), values) : say(msg('Accepted the invitation'));
      const refused = {
        ...values,
        wanted: Object.hasOwn(ROLE_LABELS, invited) ? roleName(invited as Role) : say(msg('the invited role')),
        refusal: say(refusal),
      };
      return as
        ? say(msg('Accepted the invitation, but was not given {wanted}: {refusal}; the account started as {role}'), refused)
        : say(msg('Accepted the invitation, but was not given {wanted}: {refusal}; the account started'), refused);
    }
    if (entry.action === 'suspended') return worded(SUSPENDED, { b: by, w: reason });
    if (entry.action === 'restored') return worded(RESTORED, { b: by, w: reason });
    if (entry.action === 'verification_sent') return worded(VERIFICATION_SENT, { b: by });
    return worded(OTHER_ACTION, { b: by, w: reason });
  }
  if (entry.type === 'settings_change') {
    if (!entry.changes.length) return say(msg('Saved the settings without changes'));
    const changes = entry.changes
      .map((change) => say(msg('{key} from {from} to {to}'), { key: change.key, from: shown(change.from), to: shown(change.to) }))
      .join('; ');
    return say(msg('Changed {changes}'), { changes });
  }
  if (entry.type === 'release_change') {
    const values = { project: entry.project, release: entry.release, previous: entry.previous ?? '', by: entry.by };
    if (entry.action === 'publish') return say(msg('{project} {release} published, by {by}'), values);
    if (entry.action === 'rollback')
      return entry.previous
        ? say(msg('{project} back on {release} (was {previous}), by {by}'), values)
        : say(msg('{project} back on {release}, by {by}'), values);
    return entry.previous
      ? say(msg('{project} {release} live (was {previous}), by {by}'), values)
      : say(msg('{project} {release} live, by {by}'), values);
  }
  const values = { place: auditRefusalPlace(entry), permission: entry.permission };
  if (text(entry.context.path))
    return entry.granted ? say(msg('opened {place}'), values) : say(msg('tried to open {place}'), values);
  return entry.granted
    ? say(msg('allowed to {place} ({permission})'), values)
    : say(msg('was refused {place} (needs {permission})'), values);
}
