import type { Role } from '@sla/permissions';

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
}

/** Used when no Admin API is configured: nothing reaches Firebase, and every call says so once. */
export function unconfiguredIdentityAdmin(warn: (message: string) => void = console.warn): IdentityAdmin {
  let warned = false;
  const refuse = async () => {
    if (!warned)
      warn(
        'warning: no Firebase Admin credentials; roles are not copied to custom claims and accounts are not changed in Firebase.',
      );
    warned = true;
    throw new Error('The Firebase Admin API is not configured.');
  };
  return { setRoleClaim: refuse, deleteAccount: refuse, setDisabled: refuse };
}
