import { canOpen } from './guard.js';
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

/** Where mentors answer their mentees, in the order a role that may open several is sent: staff first, then alumni. */
const MENTEE_SCREENS = ['/admin/mentees', '/alumni/mentees'] as const;

/**
 * The screen where a mentor with `role` reads one mentorship (`/admin/mentees/<id>` for staff and admins,
 * `/alumni/mentees/<id>` for alumni), or null when the role opens neither: the e-mail about a new message links there,
 * and the portals offer only what the route guard opens.
 */
export function menteeScreenFor(role: Role | string | null | undefined, mentorshipId: string): string | null {
  const base = MENTEE_SCREENS.find((screen) => canOpen(role, `${screen}/${encodeURIComponent(mentorshipId)}`));
  return base ? `${base}/${encodeURIComponent(mentorshipId)}` : null;
}

/** Where a mentee meets their mentor: students in their portal, alumni who asked for one in theirs (decision 0052). */
const MENTOR_SCREENS = ['/student/mentor', '/alumni/mentor'] as const;

/**
 * The screen where a mentee with `role` reads their mentorship and their requests for a mentor (`/student/mentor` for
 * a student, `/alumni/mentor` for an alumnus), or null when the role opens neither: notices and e-mails link there.
 */
export function mentorScreenFor(role: Role | string | null | undefined): string | null {
  return MENTOR_SCREENS.find((screen) => canOpen(role, screen)) ?? null;
}
