import { msg } from '@sla/i18n';
import type { Permission } from './permissions.js';
import { PUBLIC_PAGE_TITLES } from './publicPages.js';

/**
 * Who may open a route. `public`: anyone. `login`: any signed-in user with a profile role.
 * A permission list: any one of them.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'login' } | { kind: 'permissions'; anyOf: readonly Permission[] };

export interface RouteDefinition {
  /** Path pattern; `:name` matches exactly one non-empty segment. */
  pattern: string;
  /** The screen's name, used in page titles and navigation (English: screens show it with t()). */
  screen: string;
  access: RouteAccess;
  /** Set on each portal's home: the portal's name in the shell's portal switcher. */
  portal?: string;
}

const open: RouteAccess = { kind: 'public' };
const anyOf = (...permissions: Permission[]): RouteAccess => ({ kind: 'permissions', anyOf: permissions });

/** A public page described to search engines: its screen name is the title kept beside its description. */
function describedPage(pattern: string): RouteDefinition {
  const title = PUBLIC_PAGE_TITLES[pattern];
  if (!title) throw new Error(`No public page ${pattern} in the public pages table`);
  return { pattern, screen: title, access: open };
}

/** Every public and authenticated route, with the permission each needs (docs/requirements.md#routes). */
export const ROUTES: readonly RouteDefinition[] = [
  describedPage('/'),
  describedPage('/programs/stepup-scholars'),
  describedPage('/programs/dynamerge'),
  describedPage('/get-involved'),
  describedPage('/donate'),
  describedPage('/about'),
  describedPage('/blog'),
  // One story; its page title is the story's own title once it has loaded.
  { pattern: '/blog/:slug', screen: msg('Story'), access: open },
  describedPage('/contact'),
  { pattern: '/login', screen: msg('Sign In'), access: open },
  { pattern: '/signup', screen: msg('Sign Up'), access: open },
  { pattern: '/auth/email-link-callback', screen: msg('Completing sign-in'), access: open },
  // Beyond the original route table: the footer's legal links.
  describedPage('/privacy'),
  describedPage('/terms'),
  describedPage('/accessibility'),
  // Where the newsletter's double opt-in and unsubscribe e-mails link to.
  { pattern: '/newsletter/confirm', screen: msg('Confirm your subscription'), access: open },
  { pattern: '/newsletter/unsubscribe', screen: msg('Unsubscribe'), access: open },
  { pattern: '/email/unsubscribe', screen: msg('Unsubscribe from e-mails'), access: open },
  // Where a referee's e-mail links to (decision 0042): no account, the link's token is the proof.
  { pattern: '/reference/:token', screen: msg('Reference letter'), access: open },
  // Where a reply from the team links to (decision 0049): the sender answers without an account, the token is the proof.
  { pattern: '/follow-up/:token', screen: msg('Your conversation with us'), access: open },
  // Beyond the original route table: an event's page, where it takes registrations, and its e-mails' cancel link.
  { pattern: '/events/cancel', screen: msg('Cancel a registration'), access: open },
  { pattern: '/events/:slug', screen: msg('Event'), access: open },
  // Beyond the original route table: a donor's giving history (decision 0051), signed in or by a link from an e-mail.
  { pattern: '/giving', screen: msg('Giving history'), access: open },
  { pattern: '/giving/:token', screen: msg('Your giving history'), access: open },

  { pattern: '/dashboard', screen: msg('Dashboard'), access: { kind: 'login' } },
  // Beyond the original route table: one's own name, e-mail, password, sign-in providers, e-mail preferences and data.
  { pattern: '/account', screen: msg('Account'), access: anyOf('manage_profile') },

  { pattern: '/applicant', screen: msg('Applicant dashboard'), access: anyOf('view_own_applications'), portal: msg('Applicant') },
  { pattern: '/applicant/applications', screen: msg('My applications'), access: anyOf('view_own_applications') },
  { pattern: '/applicant/applications/new', screen: msg('New application'), access: anyOf('apply_to_programs') },
  { pattern: '/applicant/applications/:id', screen: msg('Application'), access: anyOf('view_own_applications') },
  { pattern: '/applicant/applications/:id/edit', screen: msg('Edit application'), access: anyOf('edit_own_applications') },
  // Beyond the original route table: the programme team's messages about one's applications, and one thread.
  { pattern: '/applicant/messages', screen: msg('Messages'), access: anyOf('view_own_applications') },
  { pattern: '/applicant/messages/:id', screen: msg('Message thread'), access: anyOf('view_own_applications') },

  { pattern: '/student', screen: msg('Student dashboard'), access: anyOf('access_student_portal'), portal: msg('Student') },
  { pattern: '/student/program', screen: msg('My programme'), access: anyOf('view_program_content') },
  { pattern: '/student/assignments', screen: msg('Assignments'), access: anyOf('participate_in_programs') },
  // Beyond the original route table: one assignment, where the student reads it, hands in and sees feedback.
  { pattern: '/student/assignments/:id', screen: msg('Assignment'), access: anyOf('participate_in_programs') },
  { pattern: '/student/mentor', screen: msg('Mentor support'), access: anyOf('access_mentor_support') },
  { pattern: '/student/progress', screen: msg('Progress'), access: anyOf('access_student_portal') },
  // Beyond the original route table: the student's modules, due dates and events in a month or a week.
  { pattern: '/student/calendar', screen: msg('Calendar'), access: anyOf('access_student_portal') },

  { pattern: '/admin', screen: msg('Admin dashboard'), access: anyOf('view_all_users'), portal: msg('Admin') },
  { pattern: '/admin/applications', screen: msg('Applications'), access: anyOf('view_applications') },
  { pattern: '/admin/applications/:id', screen: msg('Application review'), access: anyOf('review_applications') },
  { pattern: '/admin/applications/:id/review', screen: msg('Review'), access: anyOf('review_applications') },
  // Beyond the original route table: threads with applicants, the latest first (each thread is on its application).
  { pattern: '/admin/messages', screen: msg('Messages with applicants'), access: anyOf('manage_applications') },
  // Beyond the original route table: the staff list of reference requests (decision 0042), as the service checks it.
  { pattern: '/admin/references', screen: msg('Reference requests'), access: anyOf('view_applications') },
  { pattern: '/admin/programs', screen: msg('Programme settings'), access: anyOf('manage_program_settings') },
  { pattern: '/admin/users', screen: msg('Users and roles'), access: anyOf('manage_users') },
  { pattern: '/admin/users/:id', screen: msg('Person'), access: anyOf('manage_users') },
  // Beyond the original route table: running programmes (cohorts, modules, assignments, mentors), grading, mentoring.
  { pattern: '/admin/delivery', screen: msg('Programme delivery'), access: anyOf('edit_programs') },
  { pattern: '/admin/delivery/:id', screen: msg('Cohort'), access: anyOf('edit_programs') },
  { pattern: '/admin/grading', screen: msg('Grading'), access: anyOf('edit_programs') },
  { pattern: '/admin/grading/:id', screen: msg('Grade work'), access: anyOf('edit_programs') },
  { pattern: '/admin/mentees', screen: msg('My mentees'), access: anyOf('edit_programs') },
  { pattern: '/admin/mentees/:id', screen: msg('Mentee'), access: anyOf('edit_programs') },
  // Beyond the original route table: students' requests for a mentor, which staff who pair mentors see (decision 0047).
  { pattern: '/admin/mentor-requests', screen: msg('Mentor requests'), access: anyOf('manage_program_settings') },
  // Beyond the original route table: any one mentorship as staff see it, to end it (decision 0052, amended).
  { pattern: '/admin/mentorships/:id', screen: msg('Mentorship'), access: anyOf('manage_program_settings') },
  // Beyond the original route table: newsletter subscribers, donations, pledges and messages.
  { pattern: '/admin/supporters', screen: msg('Supporters'), access: anyOf('view_all_users') },
  // Beyond the original route table: the events taking registrations, and one event's door (decision 0046).
  { pattern: '/admin/events', screen: msg('Event registrations'), access: anyOf('view_all_users') },
  { pattern: '/admin/events/:id', screen: msg('Event check-in'), access: anyOf('view_all_users') },
  // Beyond the original route table: the follow-up inbox of messages and pledges, and one item's thread (decision 0049).
  { pattern: '/admin/inbox', screen: msg('Follow-up inbox'), access: anyOf('view_all_users') },
  { pattern: '/admin/inbox/:id', screen: msg('Follow-up'), access: anyOf('view_all_users') },
  // Beyond the original route table: one donor's giving history with receipts (decision 0051).
  { pattern: '/admin/supporters/donor', screen: msg('Donor'), access: anyOf('view_all_users') },
  { pattern: '/admin/settings', screen: msg('Site settings'), access: anyOf('manage_system_settings') },
  // Beyond the original route table: each project's live release, its history and a rollback (decision 0031).
  { pattern: '/admin/releases', screen: msg('Releases'), access: anyOf('manage_system_settings') },
  // Beyond the original route table: the audit log, readable and filtered (decision 0024).
  { pattern: '/admin/activity', screen: msg('Activity log'), access: anyOf('view_all_users') },

  { pattern: '/content', screen: msg('Content dashboard'), access: anyOf('create_content'), portal: msg('Content') },
  { pattern: '/content/blog', screen: msg('Posts'), access: anyOf('edit_content') },
  { pattern: '/content/blog/new', screen: msg('New post'), access: anyOf('create_content') },
  { pattern: '/content/blog/:id/edit', screen: msg('Edit post'), access: anyOf('edit_content') },
  { pattern: '/content/programs', screen: msg('Programme pages'), access: anyOf('edit_content') },
  { pattern: '/content/events', screen: msg('Events'), access: anyOf('edit_content') },
  // Beyond the original route table: an event's registrants and the check-in at the door (decision 0046).
  { pattern: '/content/events/:id/registrants', screen: msg('Registrants'), access: anyOf('edit_content') },
  { pattern: '/content/categories', screen: msg('Categories'), access: anyOf('manage_content_categories') },
  // Beyond the original route table: stories alumni sent in, which editors publish or return.
  { pattern: '/content/submissions', screen: msg('Submissions'), access: anyOf('edit_content') },

  { pattern: '/alumni', screen: msg('Alumni dashboard'), access: anyOf('access_alumni_portal'), portal: msg('Alumni') },
  { pattern: '/alumni/profile', screen: msg('Alumni profile'), access: anyOf('access_alumni_portal') },
  { pattern: '/alumni/directory', screen: msg('Alumni directory'), access: anyOf('network_with_alumni') },
  { pattern: '/alumni/stories', screen: msg('Alumni stories'), access: anyOf('share_alumni_stories') },
  // Beyond the original route table: one member's profile, conversations between members, and the staff's side of
  // the network (every profile, corrections, hiding, reports).
  { pattern: '/alumni/directory/:uid', screen: msg('Alumni member'), access: anyOf('network_with_alumni') },
  { pattern: '/alumni/messages', screen: msg('Messages'), access: anyOf('network_with_alumni') },
  { pattern: '/alumni/messages/:id', screen: msg('Conversation'), access: anyOf('network_with_alumni') },
  { pattern: '/alumni/manage', screen: msg('Alumni profiles'), access: anyOf('manage_alumni_profiles') },
  { pattern: '/alumni/manage/:uid', screen: msg('Manage profile'), access: anyOf('manage_alumni_profiles') },
  // Beyond the original route table: writing a story, and changing one the editors returned.
  { pattern: '/alumni/stories/new', screen: msg('Write a story'), access: anyOf('share_alumni_stories') },
  { pattern: '/alumni/stories/:id/edit', screen: msg('Edit story'), access: anyOf('share_alumni_stories') },
  // Beyond the original route table: alumni who mentor students answer them here (staff and admins in /admin/mentees).
  { pattern: '/alumni/mentees', screen: msg('My mentees'), access: anyOf('network_with_alumni') },
  { pattern: '/alumni/mentees/:id', screen: msg('Mentee'), access: anyOf('network_with_alumni') },
  // Beyond the original route table: a recent alumnus asks for a mentor and meets them here (decision 0052). The
  // portal's permission lets the page in; the service decides who may ask (the first two years), and the navigation
  // shows the link only to them and to those with a mentor or a request.
  { pattern: '/alumni/mentor', screen: msg('My mentor'), access: anyOf('network_with_alumni') },
  // Beyond the original route table: the opportunities board (decision 0045). Alumni, admins and staff read and post;
  // students read it too, from their own portal's navigation: one screen, owned by the alumni portal.
  {
    pattern: '/alumni/opportunities',
    screen: msg('Opportunities'),
    access: anyOf('network_with_alumni', 'manage_alumni_profiles', 'access_student_portal'),
  },
  {
    pattern: '/alumni/opportunities/:id',
    screen: msg('Opportunity'),
    access: anyOf('network_with_alumni', 'manage_alumni_profiles', 'access_student_portal'),
  },
  {
    pattern: '/alumni/opportunities/new',
    screen: msg('Post an opportunity'),
    access: anyOf('network_with_alumni', 'manage_alumni_profiles'),
  },
  {
    pattern: '/alumni/opportunities/mine',
    screen: msg('My posts'),
    access: anyOf('network_with_alumni', 'manage_alumni_profiles'),
  },
  {
    pattern: '/alumni/opportunities/:id/edit',
    screen: msg('Edit opportunity'),
    access: anyOf('network_with_alumni', 'manage_alumni_profiles'),
  },
];

export interface RouteMatch {
  route: RouteDefinition;
  params: Record<string, string>;
}

/** Segments of a path; one trailing slash is ignored, an empty segment inside (`a//b`) is kept. */
function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/^\//, '').replace(/\/$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < expected.length; i += 1) {
    const want = expected[i]!;
    const got = actual[i]!;
    if (got === '') return null;
    if (want.startsWith(':')) {
      params[want.slice(1)] = safeDecode(got);
    } else if (want !== got) {
      return null;
    }
  }
  return params;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function staticSegmentCount(pattern: string): number {
  return segmentsOf(pattern).filter((segment) => !segment.startsWith(':')).length;
}

/** The route a pathname opens, preferring static segments over parameters (`/new` before `/:id`). */
export function matchRoute(pathname: string, routes: readonly RouteDefinition[] = ROUTES): RouteMatch | null {
  let best: RouteMatch | null = null;
  for (const route of routes) {
    const params = matchPattern(route.pattern, pathname);
    if (params && (!best || staticSegmentCount(route.pattern) > staticSegmentCount(best.route.pattern))) {
      best = { route, params };
    }
  }
  return best;
}

/** The screen name of a route pattern from the table; throws for a pattern the table lacks. */
export function screenName(pattern: string): string {
  const route = ROUTES.find((candidate) => candidate.pattern === pattern);
  if (!route) throw new Error(`No route ${pattern} in the route table`);
  return route.screen;
}
