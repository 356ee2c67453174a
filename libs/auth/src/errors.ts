import { msg } from '@sla/i18n';
import { EMAIL_INVALID, EMAIL_REQUIRED } from '@sla/contract/email';
import { messageWith } from '@sla/contract/messages';
import { PASSWORD_MIN } from './password.js';

/** Which form field an authentication problem belongs to, so it can be shown beside it. */
export type AuthField = 'email' | 'password' | 'form';

/** A sign-in problem in plain words, for the person at the keyboard. */
export class AuthError extends Error {
  readonly code: string;
  readonly field: AuthField;

  constructor(code: string, message: string, field: AuthField = 'form') {
    super(message);
    this.name = 'AuthError';
    this.code = code;
    this.field = field;
  }
}

export const NO_AUTHENTICATED_USER = msg('No authenticated user');

const WRONG_CREDENTIALS: [string, AuthField] = [
  msg("That e-mail and password don't match. Check them and try again."),
  'password',
];

const strongerPassword = messageWith(msg('Choose a stronger password: at least {min} characters.'));

/**
 * What each of the identity provider's refusals says, and beside which field: English, as every message of the site
 * is defined; the sign-in screens show it with localiseMessage (or t) in the reader's language.
 */
const MESSAGES: Record<string, [string, AuthField]> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': [msg('No account uses this e-mail. Check it, or create an account.'), 'email'],
  'auth/invalid-email': [EMAIL_INVALID, 'email'],
  'auth/missing-email': [EMAIL_REQUIRED, 'email'],
  'auth/missing-password': [msg('Enter your password.'), 'password'],
  'auth/weak-password': [strongerPassword({ min: PASSWORD_MIN }), 'password'],
  'auth/email-already-in-use': [msg('An account already uses this e-mail. Sign in instead, or reset your password.'), 'email'],
  'auth/popup-closed-by-user': [msg('The sign-in window was closed before you finished. Try again when you are ready.'), 'form'],
  'auth/cancelled-popup-request': [
    msg('The sign-in window was closed before you finished. Try again when you are ready.'),
    'form',
  ],
  'auth/popup-blocked': [msg('Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'), 'form'],
  'auth/account-exists-with-different-credential': [
    msg('An account already uses this e-mail with another way of signing in. Sign in that way first.'),
    'form',
  ],
  'auth/too-many-requests': [msg('Too many attempts. Wait a few minutes and try again.'), 'form'],
  'auth/network-request-failed': [msg('Could not reach the sign-in service. Check your connection and try again.'), 'form'],
  'auth/invalid-action-code': [msg('This link has expired or was already used. Ask for a new one.'), 'form'],
  'auth/expired-action-code': [msg('This link has expired or was already used. Ask for a new one.'), 'form'],
  'auth/user-disabled': [msg('This account has been switched off. Contact us for help.'), 'form'],
  'auth/operation-not-allowed': [msg('This way of signing in is not switched on for this site.'), 'form'],
  'auth/requires-recent-login': [msg('For your safety, sign in again before changing your password.'), 'form'],
  'auth/no-authenticated-user': [NO_AUTHENTICATED_USER, 'form'],
};

/** Turns whatever the identity provider threw into an AuthError with a plain message. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'auth/unknown';
  // Not from the identity provider (the data service refusing to create a profile, say): its own words.
  if (!code.startsWith('auth/') && error instanceof Error && error.message) return new AuthError(code, error.message);
  const [message, field] = MESSAGES[code] ?? [msg('Signing in did not work. Please try again.'), 'form'];
  return new AuthError(code, message, field);
}
