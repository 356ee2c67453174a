import type { Role } from './roles.js';

/** Allowed role changes (spec section 4). Same role to same role is always valid. */
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

/** Who may assign which role (spec section 5): admin any role, staff three, everyone else none. */
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

/** The roles an acting user may move a profile to from `from`: both rules at once, for pickers. */
export function assignableTargets(acting: Role, from: Role): Role[] {
  return ASSIGNABLE_ROLES[acting].filter((to) => to !== from && isValidTransition(from, to));
}

/** The five role assignment messages of spec section 5, exactly as written. */
export const ROLE_ASSIGNMENT_MESSAGES = {
  notSignedIn: 'No authenticated user',
  actingProfileMissing: 'Current user profile not found',
  notAllowed: 'Insufficient permissions to assign this role',
  targetProfileMissing: 'Target user profile not found',
  invalidTransition: 'Invalid role transition',
} as const;

export type RoleAssignmentFailure = keyof typeof ROLE_ASSIGNMENT_MESSAGES;

export interface RoleAssignmentInput {
  /** The acting user's role, or null when signed in without a profile; undefined when not signed in. */
  actingRole: Role | null | undefined;
  /** The target profile's current role, or null when the target has no profile. */
  targetCurrentRole: Role | null;
  targetRole: Role;
}

/**
 * Checks a role assignment in the order spec section 4 gives, and returns the first failure or null.
 * The server runs this inside the transaction that then writes the role and its audit entry.
 */
export function checkRoleAssignment(input: RoleAssignmentInput): RoleAssignmentFailure | null {
  if (input.actingRole === undefined) return 'notSignedIn';
  if (input.actingRole === null) return 'actingProfileMissing';
  if (!canAssignRole(input.actingRole, input.targetRole)) return 'notAllowed';
  if (input.targetCurrentRole === null) return 'targetProfileMissing';
  if (!isValidTransition(input.targetCurrentRole, input.targetRole)) return 'invalidTransition';
  return null;
}
