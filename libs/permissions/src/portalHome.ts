import type { Role } from './roles.js';

/**
 * Each role's portal home: the dashboard of the portal the role works in. Every home opens for its
 * own role, so sending someone home can never loop back to a refusal.
 */
export const PORTAL_HOME: Readonly<Record<Role, string>> = {
  admin: '/admin',
  staff: '/admin',
  content_editor: '/content',
  alumni: '/alumni',
  applicant: '/applicant',
  student: '/student',
};
