import type { Role } from '@sla/permissions';

export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/**
 * What the shell knows about the visitor. `loading` until the identity provider has answered;
 * `role` is null when the profile has no role, `lookupFailed` when the profile could not be read, and `refusal` what
 * the service said when it refused to give it (a suspended account), to show instead of a generic problem.
 */
export type Identity =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SignedInUser; role: Role | string | null; lookupFailed: boolean; refusal?: string };

type Listener = (identity: Identity) => void;

/**
 * A tiny observable holding the current identity. This module is a federation singleton, so the
 * shell and every portal read the same instance: one sign-in, one auth state.
 */
export function createIdentityStore(initial: Identity = { status: 'loading' }) {
  let current = initial;
  const listeners = new Set<Listener>();
  return {
    get: (): Identity => current,
    set(next: Identity) {
      current = next;
      for (const listener of listeners) listener(current);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type IdentityStore = ReturnType<typeof createIdentityStore>;

/**
 * The one store of the page, kept on globalThis under a registered symbol: a portal that ends up
 * with its own copy of this module (federation does not guarantee otherwise for lazily loaded
 * code) still reads the shell's identity.
 */
export const identityStore: IdentityStore = ((globalThis as Record<symbol, IdentityStore>)[Symbol.for('sla.auth.identity')] ??=
  createIdentityStore());
