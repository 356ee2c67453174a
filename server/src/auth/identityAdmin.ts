import type { Role } from '@sla/permissions';

/** What Firebase holds about a sign-in account, as the person's page shows it. */
export interface IdentityAccount {
  email: string | null;
  emailVerified: boolean;
  /** When a password was last set; null for accounts that sign in only by link or provider. */
  passwordSetAt: Date | null;
  disabled: boolean;
  /** null when the account has never signed in. */
  lastSignInAt: Date | null;
  providers: string[];
}

/** The e-mailed links the service asks Firebase for: sign in (an invitation) and confirm the address. */
export type ActionLinkKind = 'signIn' | 'verifyEmail';

/**
 * What the data service asks of the identity provider (Firebase Auth through its Admin API): the
 * service's own records stay the truth, and these calls keep Firebase in step with them.
 */
export interface IdentityAdmin {
  /** Sets the `role` custom claim (null removes it); the user's next token refresh carries it. */
  setRoleClaim(uid: string, role: Role | null): Promise<void>;
  /** Deletes the sign-in account; an account that no longer exists counts as deleted. */
  deleteAccount(uid: string): Promise<void>;
  /** Disables or re-enables the sign-in account (a disabled account cannot sign in or refresh its token). */
  setDisabled(uid: string, disabled: boolean): Promise<void>;
  /** The sign-in account behind `uid`, or null when Firebase has none. */
  lookup(uid: string): Promise<IdentityAccount | null>;
  /**
   * Firebase's link for `kind` (its out-of-band code in the link's query), made for `email` and continuing to
   * `continueUrl`; the service sends it in its own e-mail. A verification link needs an existing account.
   */
  actionLink(kind: ActionLinkKind, email: string, continueUrl: string): Promise<string>;
}

/** Thrown by `actionLink('verifyEmail', …)` when Firebase has no account with that address. */
export class NoAccountForEmailError extends Error {
  override name = 'NoAccountForEmailError';
}

/** Used when no Admin API is configured: nothing reaches Firebase, and every call says so once. */
export function unconfiguredIdentityAdmin(warn: (message: string) => void = console.warn): IdentityAdmin {
  let warned = false;
  const refuse = async (): Promise<never> => {
    if (!warned)
      warn(
        'warning: no Firebase Admin credentials; roles are not copied to custom claims and accounts are not changed in Firebase.',
      );
    warned = true;
    throw new Error('The Firebase Admin API is not configured.');
  };
  return { setRoleClaim: refuse, deleteAccount: refuse, setDisabled: refuse, lookup: refuse, actionLink: refuse };
}
