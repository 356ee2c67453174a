import { hasPermission } from './permissions.js';
import { isRole, ROLES, type Role } from './roles.js';

/**
 * Whether someone with `role` may be paired with a student as their mentor: those who run programmes (edit_programs:
 * staff and admins) and alumni, who network with alumni and students (network_with_alumni). The spec names no
 * mentoring permission; this reads the two that describe the people the issue names, so the permission table still
 * decides. An alumnus must also have offered to mentor (their alumni profile says so); the service checks that.
 */
export function canMentor(role: Role | string | null | undefined): boolean {
  return isRole(role) && (hasPermission(role, 'edit_programs') || hasPermission(role, 'network_with_alumni'));
}

/** The roles whose holders may mentor, read from the permission table: for finding mentors in stored profiles. */
export const MENTOR_ROLES: readonly Role[] = ROLES.filter(canMentor);
