import { msg } from '@sla/i18n';

/**
 * Sentences only the data service writes (server/ is not in any browser catalogue), which the shell's screens and
 * every portal show: marked here so the shell's catalogue, on every page, has their French. They arrive as a
 * DataError's message and are shown through errorMessage() or the forms' notices (localiseMessage of @sla/data).
 * Sentences a shared library writes (@sla/auth's refusals and form rules, @sla/data's field rules and the client's
 * own words) are marked in that library and are in this catalogue already.
 */
export const SERVICE_MESSAGES = [
  // server/src/account/messages.ts (ACCOUNT_REFUSALS): deleting one's account.
  msg('That is not your account’s e-mail address. Type it exactly to confirm that you want to delete the account.'),
  msg(
    'You are the last admin, and the last admin cannot lose the admin role. Make someone else an admin first, then delete your account.',
  ),
  msg('We could not delete your sign-in account just now, so nothing was deleted; try again in a few minutes.'),
  // server/src/users/getProfile.ts (noProfileYet).
  msg('You have no profile yet.'),
  // server/src/rateLimit/enforceRateLimits.ts (RATE_LIMITED), on any page.
  msg('Too many requests. Please wait a few minutes and try again.'),
  // server/src/access.ts (MESSAGES.forbidden), on any page.
  msg('You do not have permission to do this.'),
  // server/src/http/authenticate.ts: an expired or broken sign-in token, on any page.
  msg('Your sign-in is not valid or has expired. Please sign in again.'),
];

/** The route table's names (@sla/permissions) of the screens the shell shows, and of the portals its switcher lists. */
export const ROUTE_NAMES = [
  msg('Sign In'),
  msg('Sign Up'),
  msg('Completing sign-in'),
  msg('Account'),
  msg('Applicant'),
  msg('Student'),
  msg('Admin'),
  msg('Content'),
  msg('Alumni'),
];
