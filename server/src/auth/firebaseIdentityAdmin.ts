import type { Role } from '@sla/permissions';
import { serviceAccountTokens, type AccessTokenOptions } from './googleAccessToken.js';
import { NoAccountForEmailError, type IdentityAccount, type IdentityAdmin } from './identityAdmin.js';
import { postJson } from './postJson.js';
import type { ServiceAccount } from './serviceAccount.js';

export const IDENTITY_TOOLKIT_URL = 'https://identitytoolkit.googleapis.com';

/** setDisabled on a uid Firebase has no account for: unlike a deletion or a claim, there is nothing to call done. */
export class NoSuchAccountError extends Error {
  override name = 'NoSuchAccountError';
}

export interface FirebaseIdentityAdminOptions {
  /** Where the Identity Toolkit API answers: Google's, the emulator's, or a test's fake. */
  base: string;
  projectId: string;
  /** The Authorization header for the next call. */
  authorization: () => Promise<string>;
  /** Told when the API refuses the credentials (401), so a cached token is not used again. */
  onUnauthorized?: () => void;
  timeoutMs?: number;
}

/**
 * Firebase Auth's Admin API over its REST form (the Identity Toolkit v1 `projects/{id}/accounts:*` methods the
 * Admin SDK uses). A uid Firebase does not know (USER_NOT_FOUND) counts as done for a deletion and a role claim:
 * profiles without a sign-in account exist (seeds, bench data). Any other failure throws an Error naming the
 * method and the status.
 */
export function firebaseIdentityAdmin(options: FirebaseIdentityAdminOptions): IdentityAdmin {
  const { base, projectId, authorization, onUnauthorized, timeoutMs } = options;
  const accounts = `${base.replace(/\/+$/, '')}/v1/projects/${encodeURIComponent(projectId)}/accounts`;

  /** Calls `accounts:<method>`; resolves with the answer when done, null when Firebase has no such user. */
  async function call(
    method: 'update' | 'delete' | 'lookup' | 'sendOobCode',
    payload: object,
  ): Promise<Record<string, unknown> | null> {
    const what = `Firebase accounts:${method}`;
    const answer = await postJson(`${accounts}:${method}`, payload, {
      what,
      headers: { authorization: await authorization() },
      timeoutMs,
    });
    if (answer.ok) return answer.body;
    const error = (answer.body.error ?? {}) as { message?: unknown; status?: unknown };
    const message = typeof error.message === 'string' ? error.message : '';
    if (message.startsWith('USER_NOT_FOUND') || message.startsWith('EMAIL_NOT_FOUND')) return null;
    if (answer.status === 401) onUnauthorized?.();
    const named = [typeof error.status === 'string' ? error.status : '', message].filter(Boolean).join(' ');
    throw new Error(`${what} answered ${answer.status}${named ? ` ${named}` : ''}`);
  }

  return {
    async setRoleClaim(uid: string, role: Role | null) {
      // customAttributes replaces every custom claim: the role is the only one the service keeps there.
      await call('update', { localId: uid, customAttributes: JSON.stringify(role ? { role } : {}) });
    },
    async deleteAccount(uid: string) {
      await call('delete', { localId: uid });
    },
    async setDisabled(uid: string, disabled: boolean) {
      if (!(await call('update', { localId: uid, disableUser: disabled })))
        throw new NoSuchAccountError(`Firebase has no sign-in account for this user (USER_NOT_FOUND).`);
    },
    async lookup(uid: string) {
      const answer = await call('lookup', { localId: [uid] });
      const users = Array.isArray(answer?.users) ? (answer.users as Record<string, unknown>[]) : [];
      return users[0] ? toIdentityAccount(users[0]) : null;
    },
    async actionLink(kind, email, continueUrl) {
      const requestType = kind === 'signIn' ? 'EMAIL_SIGNIN' : 'VERIFY_EMAIL';
      const answer = await call('sendOobCode', {
        requestType,
        email,
        continueUrl,
        canHandleCodeInApp: kind === 'signIn',
        returnOobLink: true,
      });
      if (!answer) throw new NoAccountForEmailError('Firebase has no sign-in account with this e-mail address.');
      if (typeof answer.oobLink !== 'string') throw new Error(`Firebase accounts:sendOobCode answered without a link`);
      return answer.oobLink;
    },
  };
}

/** Firebase's user record (accounts:lookup) as the service needs it. */
function toIdentityAccount(user: Record<string, unknown>): IdentityAccount {
  const lastLogin = Number(user.lastLoginAt);
  const passwordSet = Number(user.passwordUpdatedAt);
  const providers = Array.isArray(user.providerUserInfo)
    ? (user.providerUserInfo as { providerId?: unknown }[]).map((info) => String(info.providerId ?? '')).filter(Boolean)
    : [];
  if (user.emailLinkSignin === true && !providers.includes('emailLink')) providers.push('emailLink');
  return {
    email: typeof user.email === 'string' ? user.email : null,
    emailVerified: user.emailVerified === true,
    passwordSetAt: Number.isFinite(passwordSet) && passwordSet > 0 ? new Date(passwordSet) : null,
    disabled: user.disabled === true,
    lastSignInAt: Number.isFinite(lastLogin) && lastLogin > 0 ? new Date(lastLogin) : null,
    providers,
  };
}

/**
 * The Auth emulator's Admin API (host:port, as FIREBASE_AUTH_EMULATOR_HOST says): it takes "Bearer owner" as an
 * administrator's credentials, as the Admin SDK sends it.
 */
export function emulatorIdentityAdmin(host: string, projectId: string, options: { timeoutMs?: number } = {}): IdentityAdmin {
  return firebaseIdentityAdmin({
    base: `http://${host}/identitytoolkit.googleapis.com`,
    projectId,
    authorization: async () => 'Bearer owner',
    ...options,
  });
}

/** Real Firebase, as a service account: an OAuth 2.0 access token (cached) for the Identity Toolkit scope. */
export function serviceAccountIdentityAdmin(
  account: ServiceAccount,
  projectId: string,
  options: AccessTokenOptions & { apiBase?: string } = {},
): IdentityAdmin {
  const { apiBase = IDENTITY_TOOLKIT_URL, ...tokenOptions } = options;
  const tokens = serviceAccountTokens(account, tokenOptions);
  return firebaseIdentityAdmin({
    base: apiBase,
    projectId,
    authorization: async () => `Bearer ${await tokens.get()}`,
    onUnauthorized: () => tokens.forget(),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}
