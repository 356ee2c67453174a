import { msg, t } from '@sla/i18n';

/**
 * Sentences the shell shows without writing them itself: the identity provider's refusals (@sla/auth's
 * toAuthError), the account forms' checks (@sla/auth/forms and @sla/data's field rules) and the data service's
 * answers. They arrive in English; marked here so the catalogue has them, shown through translated(). The shell's
 * catalogue is on every page, so the data service's general answers are here for the portals too.
 */
export const SERVICE_MESSAGES = [
  // The identity provider's refusals (libs/auth/src/errors.ts).
  msg("That e-mail and password don't match. Check them and try again."),
  msg('No account uses this e-mail. Check it, or create an account.'),
  msg('Enter your password.'),
  msg('An account already uses this e-mail. Sign in instead, or reset your password.'),
  msg('The sign-in window was closed before you finished. Try again when you are ready.'),
  msg('Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'),
  msg('An account already uses this e-mail with another way of signing in. Sign in that way first.'),
  msg('Too many attempts. Wait a few minutes and try again.'),
  msg('Could not reach the sign-in service. Check your connection and try again.'),
  msg('This link has expired or was already used. Ask for a new one.'),
  msg('This account has been switched off. Contact us for help.'),
  msg('This way of signing in is not switched on for this site.'),
  msg('For your safety, sign in again before changing your password.'),
  msg('No authenticated user'),
  msg('Signing in did not work. Please try again.'),
  // The sign-in, sign-up and account forms' checks (libs/auth/src/forms.ts, libs/data's email and name rules).
  msg('Enter your e-mail address.'),
  msg('Enter an e-mail address like name@example.com.'),
  msg('Keep the e-mail address to 254 characters or fewer.'),
  msg('Choose a password.'),
  msg('Keep the password to 128 characters or fewer.'),
  msg('Enter a name.'),
  msg('Keep the name to 80 characters or fewer.'),
  msg('Choose one of the roles.'),
  msg('Choose English or French.'),
  // The account service (libs/data's account schema, server/src/account/messages.ts).
  msg('Say on or off for each kind of e-mail.'),
  msg('Type your account’s e-mail address to confirm that you want to delete it.'),
  msg('That is not your account’s e-mail address. Type it exactly to confirm that you want to delete the account.'),
  msg(
    'You are the last admin, and the last admin cannot lose the admin role. Make someone else an admin first, then delete your account.',
  ),
  msg('We could not delete your sign-in account just now, so nothing was deleted; try again in a few minutes.'),
  msg('You have no profile yet.'),
  msg('This account is suspended. If you think this is a mistake, write to us through the Contact page.'),
  // The data service and its client, on any page (libs/data, server/src/access.ts, the rate limit, sign-in tokens).
  msg('The server had a problem. Please try again in a moment.'),
  msg('Something went wrong. Please try again.'),
  msg('The request was refused.'),
  msg('Could not reach the server. Check your connection and try again.'),
  msg('The upload stopped. Check your connection and try again.'),
  msg('Some fields need attention.'),
  msg('Too many requests. Please wait a few minutes and try again.'),
  msg('You do not have permission to do this.'),
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

/** Refusals with a number in them, in the words @sla/auth builds them. */
const PATTERNS: [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /^Choose a stronger password: at least (\d+) characters\.$/,
    ([, min]) => t('Choose a stronger password: at least {min} characters.', { min }),
  ],
  [
    /^Choose a password of at least (\d+) characters\.$/,
    ([, min]) => t('Choose a password of at least {min} characters.', { min }),
  ],
];

/** A sentence that came from elsewhere (a service, a check), in the page's language when a catalogue has it. */
export function translated(message: string): string;
export function translated(message: string | null | undefined): string | null | undefined;
export function translated(message: string | null | undefined): string | null | undefined {
  if (!message) return message;
  for (const [pattern, translate] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return translate(match);
  }
  return t(message);
}
