import type { Role } from './roles.js';

/** Readable names for the six roles, for badges, pickers and messages. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  admin: 'Admin',
  staff: 'Staff',
  content_editor: 'Content editor',
  alumni: 'Alumni',
  applicant: 'Applicant',
  student: 'Student',
};

/** The role as it reads after "is now": "a student", "an admin", "a member of staff". */
const ROLE_COMPLEMENTS: Readonly<Record<Role, string>> = {
  admin: 'an admin',
  staff: 'a member of staff',
  content_editor: 'a content editor',
  alumni: 'alumni',
  applicant: 'an applicant',
  student: 'a student',
};

export function roleLabel(role: Role | null): string {
  return role ? ROLE_LABELS[role] : 'No role';
}

export function roleComplement(role: Role): string {
  return ROLE_COMPLEMENTS[role];
}
