import { msg } from '@sla/i18n';
import { ACCOUNT_MESSAGES } from '../schemas/account.js';

/**
 * What the account endpoints and the unsubscribe links of optional e-mails say when they refuse (server/src/account):
 * the account screen and the unsubscribe page show them. The form's own rules are ACCOUNT_MESSAGES (@sla/contract/schemas).
 */
export const ACCOUNT_REFUSALS = {
  badLink: ACCOUNT_MESSAGES.badLink,
  expiredLink: msg(
    'This unsubscribe link is more than a year old and no longer works. Sign in and change your e-mail preferences on your account page.',
  ),
  newsletterNeedsVerifiedAddress: msg(
    'Your e-mail address is not verified yet, so we cannot add it to the newsletter from here. Verify it first, or sign up with the newsletter form at the bottom of any page and confirm by e-mail.',
  ),
  wrongConfirmation: msg(
    'That is not your account’s e-mail address. Type it exactly to confirm that you want to delete the account.',
  ),
  lastAdmin: msg(
    'You are the last admin, and the last admin cannot lose the admin role. Make someone else an admin first, then delete your account.',
  ),
  identityUnavailable: msg(
    'We could not delete your sign-in account just now, so nothing was deleted; try again in a few minutes.',
  ),
} as const;

/** Signed in, but no profile has been made for them yet (404 from GET /users/me). */
export const NO_PROFILE_YET = msg('You have no profile yet.');
