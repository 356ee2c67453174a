import { msg } from '@sla/i18n';
import type { Role } from './roles.js';

/** Readable names for the six roles, for badges, pickers and messages. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: msg('Admin'),
  staff: msg('Staff'),
  content_editor: msg('Content editor'),
  alumni: msg('Alumni'),
  applicant: msg('Applicant'),
  student: msg('Student'),
};

/** The role as it reads after "is now": "a student", "an admin", "a member of staff". */
const ROLE_COMPLEMENTS: Readonly<Record<Role, string>> = {
  admin: msg('an admin'),
  staff: msg('a member of staff'),
  content_editor: msg('a content editor'),
  alumni: msg('alumni'),
  applicant: msg('an applicant'),
  student: msg('a student'),
};

export function roleLabel(role: Role | null): string {
  return role ? ROLE_LABELS[role] : msg('No role');
}

export function roleComplement(role: Role): string {
  return ROLE_COMPLEMENTS[role];
}
