import { ROLES, type Role } from './roles.js';

// Test data only (imported by unit and end-to-end tests, never by the app).
/**
 * Written by hand from docs/requirements.md (#routes, #route-guard, #permissions), not computed from
 * the library, so a wrong permission list or route entry makes these fail. Concrete paths stand in for `{id}`.
 */
export const AUTHENTICATED: ReadonlyArray<[path: string, allowed: readonly Role[]]> = [
  ['/dashboard', ROLES],
  ['/account', ROLES],
  ['/applicant', ['applicant', 'student']],
  ['/applicant/applications', ['applicant', 'student']],
  ['/applicant/applications/new', ['applicant']],
  ['/applicant/applications/app-42', ['applicant', 'student']],
  ['/applicant/applications/app-42/edit', ['applicant']],
  ['/applicant/messages', ['applicant', 'student']],
  ['/applicant/messages/app-42', ['applicant', 'student']],
  ['/student', ['student']],
  ['/student/program', ['student']],
  ['/student/assignments', ['student']],
  ['/student/assignments/app-42', ['student']],
  ['/student/mentor', ['student']],
  ['/student/progress', ['student']],
  ['/student/calendar', ['student']],
  ['/admin', ['admin', 'staff']],
  ['/admin/applications', ['admin', 'staff']],
  ['/admin/applications/app-42', ['admin', 'staff']],
  ['/admin/applications/app-42/review', ['admin', 'staff']],
  ['/admin/messages', ['admin', 'staff']],
  ['/admin/references', ['admin', 'staff']],
  ['/admin/programs', ['admin', 'staff']],
  ['/admin/users', ['admin']],
  ['/admin/users/app-42', ['admin']],
  ['/admin/supporters', ['admin', 'staff']],
  ['/admin/events', ['admin', 'staff']],
  ['/admin/events/app-42', ['admin', 'staff']],
  ['/admin/inbox', ['admin', 'staff']],
  ['/admin/inbox/app-42', ['admin', 'staff']],
  ['/admin/supporters/donor', ['admin', 'staff']],
  ['/admin/activity', ['admin', 'staff']],
  ['/admin/settings', ['admin']],
  ['/admin/releases', ['admin']],
  ['/admin/delivery', ['admin', 'staff']],
  ['/admin/delivery/app-42', ['admin', 'staff']],
  ['/admin/grading', ['admin', 'staff']],
  ['/admin/grading/app-42', ['admin', 'staff']],
  ['/admin/mentees', ['admin', 'staff']],
  ['/admin/mentees/app-42', ['admin', 'staff']],
  ['/admin/mentor-requests', ['admin', 'staff']],
  ['/admin/mentorships/app-42', ['admin', 'staff']],
  ['/content', ['admin', 'content_editor']],
  ['/content/blog', ['admin', 'content_editor']],
  ['/content/blog/new', ['admin', 'content_editor']],
  ['/content/blog/post-7/edit', ['admin', 'content_editor']],
  ['/content/programs', ['admin', 'content_editor']],
  ['/content/events', ['admin', 'content_editor']],
  ['/content/events/post-7/registrants', ['admin', 'content_editor']],
  ['/content/categories', ['admin', 'content_editor']],
  ['/content/submissions', ['admin', 'content_editor']],
  ['/alumni', ['admin', 'staff', 'alumni']],
  ['/alumni/profile', ['admin', 'staff', 'alumni']],
  ['/alumni/directory', ['admin', 'alumni']],
  ['/alumni/stories', ['admin', 'alumni']],
  ['/alumni/stories/new', ['admin', 'alumni']],
  ['/alumni/stories/app-42/edit', ['admin', 'alumni']],
  ['/alumni/directory/:uid', ['admin', 'alumni']],
  ['/alumni/messages', ['admin', 'alumni']],
  ['/alumni/messages/app-42', ['admin', 'alumni']],
  ['/alumni/manage', ['admin', 'staff']],
  ['/alumni/manage/:uid', ['admin', 'staff']],
  ['/alumni/mentees', ['admin', 'alumni']],
  ['/alumni/mentees/app-42', ['admin', 'alumni']],
  // Recent alumni ask for a mentor here (decision 0052): the portal's permission opens it, the service decides who asks.
  ['/alumni/mentor', ['admin', 'alumni']],
  ['/alumni/opportunities', ['admin', 'staff', 'alumni', 'student']],
  ['/alumni/opportunities/app-42', ['admin', 'staff', 'alumni', 'student']],
  ['/alumni/opportunities/new', ['admin', 'staff', 'alumni']],
  ['/alumni/opportunities/mine', ['admin', 'staff', 'alumni']],
  ['/alumni/opportunities/app-42/edit', ['admin', 'staff', 'alumni']],
];

export const PUBLIC = [
  '/',
  '/programs/stepup-scholars',
  '/programs/dynamerge',
  '/get-involved',
  '/donate',
  '/about',
  '/blog',
  '/blog/a-story',
  '/contact',
  '/login',
  '/signup',
  '/auth/email-link-callback',
  '/privacy',
  '/terms',
  '/accessibility',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/email/unsubscribe',
  '/reference/a-token',
  '/follow-up/a-token',
  '/events/a-story',
  '/events/cancel',
  '/giving',
  '/giving/a-token',
];

export const REDIRECT_OF: Record<Role, string> = {
  admin: '/admin',
  staff: '/admin',
  content_editor: '/content',
  student: '/student',
  alumni: '/alumni',
  applicant: '/applicant',
};

/** docs/requirements.md#role-transitions, by hand: from -> the roles it may change to (besides itself). */
export const SPEC_TRANSITIONS: Record<Role, readonly Role[]> = {
  applicant: ['student', 'alumni'],
  student: ['alumni', 'applicant'],
  alumni: ['applicant', 'student'],
  staff: ['admin', 'applicant'],
  admin: ['staff', 'applicant', 'alumni'],
  content_editor: ['admin', 'staff'],
};

/** docs/requirements.md#who-may-assign-a-role, by hand: who may assign which role. */
export const SPEC_MAY_ASSIGN: Record<Role, readonly Role[]> = {
  admin: [...ROLES],
  staff: ['applicant', 'staff', 'alumni'],
  content_editor: [],
  alumni: [],
  applicant: [],
  student: [],
};

/**
 * _(Beyond the original requirements)_ Whose role each role may not change, by hand from the permission table: those
 * holding powers it lacks (managing users, content, applications, programmes, alumni profiles, settings). Staff lack
 * the admin's and the content editor's; admins hold every power; the rest may assign nothing anyway.
 */
export const SPEC_OUT_OF_REACH: Record<Role, readonly Role[]> = {
  admin: [],
  staff: ['admin', 'content_editor'],
  content_editor: ['admin', 'staff'],
  alumni: ['admin', 'staff', 'content_editor'],
  applicant: ['admin', 'staff', 'content_editor'],
  student: ['admin', 'staff', 'content_editor'],
};

/** Its message, checked after the target's profile is found and before the transition. */
export const SPEC_TARGET_HOLDS_MORE = 'You cannot change the role of someone who holds permissions you do not have';

/** The five role assignment messages (docs/requirements.md#role-assignment), copied character for character. */
export const SPEC_ROLE_MESSAGES = [
  'No authenticated user',
  'Current user profile not found',
  'Insufficient permissions to assign this role',
  'Target user profile not found',
  'Invalid role transition',
] as const;
