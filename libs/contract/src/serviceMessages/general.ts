import { msg } from '@sla/i18n';

/**
 * What the data service may answer to any request, whatever the screen: refusals of access, an expired sign-in, too
 * many requests, a value the database could not store. The service writes them (server/src/access.ts,
 * http/authenticate.ts, rateLimit/, http/errors.ts, db/inputRefusal.ts); a screen shows them through errorMessage().
 */
export const ACCESS_MESSAGES = {
  forbidden: msg('You do not have permission to do this.'),
  noSuchUser: msg('No such user.'),
} as const;

/** A sign-in token that is broken or has expired (401). */
export const SIGN_IN_EXPIRED = msg('Your sign-in is not valid or has expired. Please sign in again.');

/** A rate limit is reached (429, with Retry-After). */
export const RATE_LIMITED = msg('Too many requests. Please wait a few minutes and try again.');

/** A person with as many live pages (server-sent event streams) open as one may hold (429). */
export const TOO_MANY_STREAMS = msg('You have too many pages open that update by themselves. Close some, then reload this one.');

/** A request larger than the service reads (413): a very long text pasted into a form. */
export const REQUEST_TOO_LARGE = msg('The request body is too large.');

/**
 * A value the database refused as unreadable, by SQLSTATE: a 400 in plain words, should a value get past the input
 * checks.
 */
export const STORAGE_REFUSALS = {
  '22021': msg('Some text holds a character that cannot be stored (such as NUL).'),
  '22P05': msg('Some text holds a character that cannot be stored.'),
  '22P02': msg('A value is not in the form expected (a number, date or identifier).'),
  '22007': msg('A date or time is not in the form expected.'),
  '22008': msg('A date or time is outside the range that can be stored.'),
  '22009': msg('A date or time is outside the range that can be stored.'),
  '22001': msg('Some text is longer than can be stored.'),
  '22003': msg('A number is outside the range that can be stored.'),
} as const satisfies Record<string, string>;

/** A notice of the portal (a decision, a graded piece of work) that is not, or no longer, the caller's. */
export const NO_SUCH_NOTICE = msg('No such notice.');

/** The site settings screen (admins), beside the settings' own rules in @sla/contract/schemas. */
export const SITE_SETTINGS_MESSAGES = {
  cardPaymentsNeedStripe: msg(
    'Card payments need Stripe keys (STRIPE_SECRET_KEY) in the data service’s environment; ask whoever runs the servers.',
  ),
} as const;
