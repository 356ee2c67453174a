import { msg } from '@sla/i18n';
import { permissionsOf, ROLE_PERMISSIONS, type Permission } from './permissions.js';
import type { Role } from './roles.js';

/** Allowed role changes (docs/requirements.md#role-transitions). Same role to same role is always valid. */
export const ROLE_TRANSITIONS: Readonly<Record<Role, readonly Role[]>> = {
  applicant: ['student', 'alumni'],
  student: ['alumni', 'applicant'],
  alumni: ['applicant', 'student'],
  staff: ['admin', 'applicant'],
  admin: ['staff', 'applicant', 'alumni'],
  content_editor: ['admin', 'staff'],
};

export function isValidTransition(from: Role, to: Role): boolean {
  return from === to || ROLE_TRANSITIONS[from].includes(to);
}

/** Who may assign which role (docs/requirements.md#who-may-assign-a-role): admin any role, staff three, everyone else none. */
export const ASSIGNABLE_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  admin: ['admin', 'staff', 'content_editor', 'alumni', 'applicant', 'student'],
  staff: ['applicant', 'staff', 'alumni'],
  content_editor: [],
  alumni: [],
  applicant: [],
  student: [],
};

export function canAssignRole(acting: Role, target: Role): boolean {
  return ASSIGNABLE_ROLES[acting].includes(target);
}

/** The roles of the people the organisation serves: what they hold is theirs to use, not power over others. */
const MEMBER_ROLES: readonly Role[] = ['alumni', 'applicant', 'student'];

/**
 * Powers over other people or over the site: the permissions no member role holds (managing users and roles, content,
 * applications, programmes, alumni profiles, settings).
 */
export const POWERS: readonly Permission[] = ROLE_PERMISSIONS.admin.filter(
  (permission) => !MEMBER_ROLES.some((member) => ROLE_PERMISSIONS[member].includes(permission)),
);

/**
 * _(Beyond the original requirements)_ Whether `acting` may change the role of someone whose role is `current`: not
 * when they hold a power `acting` does not (staff may not move an admin or a content editor), whatever the transition
 * table allows. Someone with no role holds nothing.
 */
export function mayChangeRoleOf(acting: Role, current: Role | null): boolean {
  const held = permissionsOf(acting);
  return permissionsOf(current).every((permission) => !POWERS.includes(permission) || held.includes(permission));
}

/**
 * The roles `acting` may move a user to from `current`: those it may assign that the transitions allow, the current
 * role left out. A user with no role yet has nothing to transition from, so every role `acting` may assign is open to
 * them; someone without a role of their own may move nobody, and nobody may move someone holding powers they lack.
 * The role picker offers these, and the service refuses any other change.
 */
export function assignableTargets(acting: Role | null, current: Role | null): Role[] {
  if (!acting || !mayChangeRoleOf(acting, current)) return [];
  return ASSIGNABLE_ROLES[acting].filter((to) => to !== current && (current === null || isValidTransition(current, to)));
}

/**
 * The five role assignment messages (docs/requirements.md#role-assignment), exactly as written there, and the one of
 * the rule added since (mayChangeRoleOf): the service answers with these words, and the screen shows them in the
 * reader's language (t(message)).
 */
export const ROLE_ASSIGNMENT_MESSAGES = {
  notSignedIn: msg('No authenticated user'),
  actingProfileMissing: msg('Current user profile not found'),
  notAllowed: msg('Insufficient permissions to assign this role'),
  targetProfileMissing: msg('Target user profile not found'),
  invalidTransition: msg('Invalid role transition'),
  // Beyond the five: the rule of mayChangeRoleOf, checked before the transition.
  targetHoldsMore: msg('You cannot change the role of someone who holds permissions you do not have'),
} as const;

export type RoleAssignmentFailure = keyof typeof ROLE_ASSIGNMENT_MESSAGES;

export interface RoleAssignmentInput {
  /** The acting user's role, or null when signed in without a profile; undefined when not signed in. */
  actingRole: Role | null | undefined;
  /** The target's profile, with its role (null while it has none yet); null when the target has no profile. */
  target: { role: Role | null } | null;
  targetRole: Role;
}

/**
 * Checks a role assignment in the order docs/requirements.md#role-assignment gives, and returns the first failure or null.
 * The server runs this inside the transaction that then writes the role and its audit entry.
 */
export function checkRoleAssignment(input: RoleAssignmentInput): RoleAssignmentFailure | null {
  if (input.actingRole === undefined) return 'notSignedIn';
  if (input.actingRole === null) return 'actingProfileMissing';
  if (!canAssignRole(input.actingRole, input.targetRole)) return 'notAllowed';
  if (input.target === null) return 'targetProfileMissing';
  if (!mayChangeRoleOf(input.actingRole, input.target.role)) return 'targetHoldsMore';
  // Keeping the role a user has is always valid; any other change must be one assignableTargets offers.
  const { role: current } = input.target;
  if (current !== input.targetRole && !assignableTargets(input.actingRole, current).includes(input.targetRole))
    return 'invalidTransition';
  return null;
}
