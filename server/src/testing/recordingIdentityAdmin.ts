import type { Role } from '@sla/permissions';
import { NoAccountForEmailError, type ActionLinkKind, type IdentityAccount, type IdentityAdmin } from '../auth/identityAdmin.js';

export interface RecordingIdentityAdmin extends IdentityAdmin {
  /** Role claims as Firebase would hold them, by uid. */
  claims: Map<string, Role | null>;
  deleted: string[];
  disabled: Set<string>;
  /** Makes every following call fail (as when Firebase cannot be reached) until set back to false. */
  failing: boolean;
  /** Sign-in accounts Firebase knows, by uid, with their e-mail (the others look up as none). */
  accounts: Map<
    string,
    Omit<IdentityAccount, 'disabled' | 'passwordSetAt' | 'email'> & { email: string; passwordSetAt?: Date | null }
  >;
  /** The links asked for, in order. */
  links: { kind: ActionLinkKind; email: string; continueUrl: string; link: string }[];
  /** Back to no accounts, nothing recorded, reachable: each test starts from this, whatever ran before it. */
  forget(): void;
}

/** An in-memory Firebase for service tests: records what the service asked for. */
export function recordingIdentityAdmin(): RecordingIdentityAdmin {
  const admin: RecordingIdentityAdmin = {
    claims: new Map(),
    deleted: [],
    disabled: new Set(),
    failing: false,
    accounts: new Map(),
    links: [],
    forget() {
      Object.assign(admin, { failing: false, deleted: [], links: [] });
      admin.claims.clear();
      admin.disabled.clear();
      admin.accounts.clear();
    },
    async lookup(uid) {
      if (admin.failing) throw new Error('identity provider unreachable');
      const account = admin.accounts.get(uid);
      if (!account) return null;
      return {
        email: account.email,
        passwordSetAt: account.passwordSetAt ?? null,
        emailVerified: account.emailVerified,
        lastSignInAt: account.lastSignInAt,
        providers: account.providers,
        disabled: admin.disabled.has(uid),
      };
    },
    async actionLink(kind, email, continueUrl) {
      if (admin.failing) throw new Error('identity provider unreachable');
      const known = [...admin.accounts.values()].some((account) => account.email.toLowerCase() === email.toLowerCase());
      if (kind === 'verifyEmail' && !known) throw new NoAccountForEmailError('no account with this address');
      const mode = kind === 'signIn' ? 'signIn' : 'verifyEmail';
      const link = `https://auth.example/__/auth/action?mode=${mode}&oobCode=code-${admin.links.length + 1}&apiKey=key&continueUrl=${encodeURIComponent(continueUrl)}`;
      admin.links.push({ kind, email, continueUrl, link });
      return link;
    },
    async setRoleClaim(uid, role) {
      if (admin.failing) throw new Error('identity provider unreachable');
      admin.claims.set(uid, role);
    },
    async deleteAccount(uid) {
      if (admin.failing) throw new Error('identity provider unreachable');
      admin.deleted.push(uid);
    },
    async setDisabled(uid, disabled) {
      if (admin.failing) throw new Error('identity provider unreachable');
      if (disabled) admin.disabled.add(uid);
      else admin.disabled.delete(uid);
    },
  };
  return admin;
}
