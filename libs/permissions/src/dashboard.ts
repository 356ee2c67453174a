import { PORTAL_HOME } from './portalHome.js';
import { isRole, type Role } from './roles.js';

/** True when the e-mail belongs to the organisation's domain (configured, never hard-coded). */
export function isOrganisationEmail(email: string | null | undefined, orgDomain: string): boolean {
  if (!email || !orgDomain) return false;
  const at = email.lastIndexOf('@');
  return at > 0 && email.slice(at + 1).toLowerCase() === orgDomain.toLowerCase();
}

/**
 * Dashboard by role (docs/requirements.md#dashboard-by-role): applicant to /applicant, admin and staff to /admin, alumni to
 * /alumni, and (decision 0020: the spec leaves them "not shown") student to /student and content editor to /content;
 * an unknown role to /admin for an organisation e-mail, else /applicant.
 */
export function dashboardPath(
  role: Role | string | null | undefined,
  email: string | null | undefined,
  orgDomain: string,
): string {
  if (isRole(role)) return PORTAL_HOME[role];
  return isOrganisationEmail(email, orgDomain) ? PORTAL_HOME.staff : PORTAL_HOME.applicant;
}

/** Navigation bar label: the display name, else Staff for an organisation e-mail, else the e-mail, else User. */
export function displayNameFallback(user: { displayName?: string | null; email?: string | null }, orgDomain: string): string {
  const name = user.displayName?.trim();
  if (name) return name;
  if (isOrganisationEmail(user.email, orgDomain)) return 'Staff';
  const email = user.email?.trim();
  if (email) return email;
  return 'User';
}
