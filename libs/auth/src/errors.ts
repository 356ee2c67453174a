import { EMAIL_INVALID, EMAIL_REQUIRED } from '@sla/data/email';
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

export const NO_AUTHENTICATED_USER = 'No authenticated user';

const WRONG_CREDENTIALS: [string, AuthField] = ["That e-mail and password don't match. Check them and try again.", 'password'];

const MESSAGES: Record<string, [string, AuthField]> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': ['No account uses this e-mail. Check it, or create an account.', 'email'],
  'auth/invalid-email': [EMAIL_INVALID, 'email'],
  'auth/missing-email': [EMAIL_REQUIRED, 'email'],
  'auth/missing-password': ['Enter your password.', 'password'],
  'auth/weak-password': [`Choose a stronger password: at least ${PASSWORD_MIN} characters.`, 'password'],
  'auth/email-already-in-use': ['An account already uses this e-mail. Sign in instead, or reset your password.', 'email'],
  'auth/popup-closed-by-user': ['The sign-in window was closed before you finished. Try again when you are ready.', 'form'],
  'auth/cancelled-popup-request': ['The sign-in window was closed before you finished. Try again when you are ready.', 'form'],
  'auth/popup-blocked': ['Your browser blocked the sign-in window. Allow pop-ups for this site and try again.', 'form'],
  'auth/account-exists-with-different-credential': [
    'An account already uses this e-mail with another way of signing in. Sign in that way first.',
    'form',
  ],
  'auth/too-many-requests': ['Too many attempts. Wait a few minutes and try again.', 'form'],
  'auth/network-request-failed': ['Could not reach the sign-in service. Check your connection and try again.', 'form'],
  'auth/invalid-action-code': ['This link has expired or was already used. Ask for a new one.', 'form'],
  'auth/expired-action-code': ['This link has expired or was already used. Ask for a new one.', 'form'],
  'auth/user-disabled': ['This account has been switched off. Contact us for help.', 'form'],
  'auth/operation-not-allowed': ['This way of signing in is not switched on for this site.', 'form'],
  'auth/requires-recent-login': ['For your safety, sign in again before changing your password.', 'form'],
  'auth/no-authenticated-user': [NO_AUTHENTICATED_USER, 'form'],
};

/** Turns whatever the identity provider threw into an AuthError with a plain message. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'auth/unknown';
  // Not from the identity provider (the data service refusing to create a profile, say): its own words.
  if (!code.startsWith('auth/') && error instanceof Error && error.message) return new AuthError(code, error.message);
  const [message, field] = MESSAGES[code] ?? ['Signing in did not work. Please try again.', 'form'];
  return new AuthError(code, message, field);
}
