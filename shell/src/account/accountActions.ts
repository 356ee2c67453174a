import { AuthError, auth, prepareSignIn, toAuthError } from '@sla/auth';
import { isDataError } from '@sla/data';
import type { Refusal } from '@sla/forms';
import { msg } from '@sla/i18n';

/** How an account's sign-in methods are named by Firebase. */
export type SignInMethod = 'password' | 'google.com' | 'github.com';

const WRONG_CURRENT_PASSWORD = msg('Your current password is not right. Check it and try again.');

/**
 * The identity provider's refusals as this screen means them: on the account screen a wrong password is the
 * *current* one, and an e-mail in use belongs to someone else (the sign-in screen words them for signing in).
 */
export function accountProblem(error: unknown): AuthError {
  const problem = toAuthError(error);
  switch (problem.code) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return new AuthError(problem.code, WRONG_CURRENT_PASSWORD, 'password');
    case 'auth/email-already-in-use':
      return new AuthError(problem.code, msg('Another account already uses this e-mail. Choose a different one.'), 'email');
    case 'auth/credential-already-in-use':
      return new AuthError(problem.code, msg('That account is already linked to another user of this site.'), 'form');
    case 'auth/provider-already-linked':
      return new AuthError(problem.code, msg('This way of signing in is already linked.'), 'form');
    case 'auth/no-such-provider':
      return new AuthError(problem.code, msg('This way of signing in was not linked.'), 'form');
    default:
      return problem;
  }
}

async function withClient<T>(action: (client: Awaited<ReturnType<typeof prepareSignIn>>) => Promise<T>): Promise<T> {
  try {
    return await action(await prepareSignIn());
  } catch (error) {
    throw accountProblem(error);
  }
}

/** Account changes made in Firebase from the browser (the data service keeps its own profile in step). */
export const accountActions = {
  methods: () => withClient(async (client) => client.providers() as SignInMethod[]),
  setDisplayName: (name: string) => withClient((client) => client.setDisplayName(name)),
  changePassword: (current: string, next: string) => withClient((client) => client.changePassword(current, next)),
  changeEmail: (next: string, currentPassword: string) => withClient((client) => client.changeEmail(next, currentPassword)),
  link: (provider: 'google' | 'github') => withClient((client) => client.link(provider)),
  unlink: (method: SignInMethod) => withClient((client) => client.unlink(method)),
  refresh: () => auth.refreshIdentity(),
};

/**
 * How the account forms read a failure: the identity provider's problem beside the field it is about (`fields` renames
 * "password" to the form's own field, e.g. currentPassword), the data service's as its own refusal.
 */
export function explainAccountError(fields: Partial<Record<'email' | 'password', string>> = {}) {
  return (error: unknown): Refusal => {
    if (isDataError(error)) return { fieldErrors: error.fieldErrors, failure: error.message };
    const problem = error instanceof AuthError ? error : accountProblem(error);
    const field = problem.field === 'form' ? undefined : fields[problem.field];
    return field ? { fieldErrors: { [field]: problem.message }, failure: null } : { fieldErrors: {}, failure: problem.message };
  };
}
