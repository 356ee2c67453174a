import { completeCatalogues, msg } from '@sla/i18n';
import { isRole, type Role } from '@sla/permissions';
import type { AuthConfig } from './config.js';
import { AuthError, NO_AUTHENTICATED_USER, toAuthError } from './errors.js';
import type { AuthUser, FirebaseClient } from './firebase/client.js';
import { identityStore, type Identity } from './identity.js';
import { pendingLink, sessionHint } from './storage.js';

/** How the session reaches the user's profile; the shell wires it to the data service. */
export interface ProfileGateway {
  /** The profile's role (null when the profile or its role is missing); throws when it cannot be read. */
  loadRole(): Promise<Role | string | null>;
  /** Creates the profile if it does not exist yet (the server makes it an applicant). */
  ensureProfile(input: { displayName?: string; requestedRole?: Role }): Promise<void>;
}

type SignedIn = Extract<Identity, { status: 'signed-in' }>;

interface SessionState {
  setup: { config: AuthConfig; profiles: ProfileGateway; origin: string } | null;
  client: Promise<FirebaseClient> | null;
  /** While a sign-in is still creating the profile, reading it would wrongly find none. */
  profileWrite: Promise<void> | null;
  followed: number;
}

// On globalThis for the reason given at identityStore: one session per page, whichever copy asks.
const state: SessionState = ((globalThis as Record<symbol, SessionState>)[Symbol.for('sla.auth.session')] ??= {
  setup: null,
  client: null,
  profileWrite: null,
  followed: 0,
});

/**
 * Takes a new ID token (it carries a changed role claim) and reads the profile again; the page stays signed in
 * meanwhile. Called when the service says the role changed, and after one's own name changed.
 */
async function refreshIdentity(): Promise<void> {
  const firebase = await state.client;
  if (!firebase) return;
  await firebase.refreshToken().catch((error) => console.warn('[auth] token refresh failed', error));
  const user = firebase.currentUser();
  if (user) await follow(user);
}

export function configureAuth(config: AuthConfig, profiles: ProfileGateway, origin = window.location.origin): void {
  state.setup = { config, profiles, origin };
}

/**
 * Called once at start. A visitor who was not signed in last time is anonymous at once, without
 * downloading the identity SDK; a returning member's session is restored in the background.
 */
export function startSession(): void {
  if (sessionHint.present()) void loadClient().catch((error) => console.error('[auth] could not start', error));
  else identityStore.set({ status: 'anonymous' });
}

/** Loads the identity SDK (once) and starts following the signed-in user. */
export function loadClient(): Promise<FirebaseClient> {
  if (!state.setup) return Promise.reject(new Error('configureAuth() must run before sign-in'));
  const { config, origin } = state.setup;
  state.client ??= import('./firebase/client.js').then(
    ({ createFirebaseClient }) => {
      const created = createFirebaseClient(config, origin);
      created.onChange((user) => void follow(user));
      return created;
    },
    (error) => {
      state.client = null;
      identityStore.set({ status: 'anonymous' });
      throw error;
    },
  );
  return state.client;
}

/**
 * The identity SDK for something the visitor asked for (signing in, a reset link), with the page's words: a page the
 * server rendered carries only the messages it showed, and what this answers (a refusal, "we sent a link") must be
 * in the page's language. The rest of the catalogues usually arrived while the visitor typed; this waits if not.
 */
function clientForVisitor(): Promise<FirebaseClient> {
  return Promise.all([loadClient(), completeCatalogues().catch(() => undefined)]).then(([client]) => client);
}

async function follow(user: AuthUser | null): Promise<void> {
  const turn = ++state.followed;
  if (!user) {
    sessionHint.set(false);
    identityStore.set({ status: 'anonymous' });
    return;
  }
  sessionHint.set(true);
  const now = identityStore.get();
  if (now.status !== 'signed-in' || now.user.uid !== user.uid) identityStore.set({ status: 'loading' });
  let next: Identity;
  try {
    if (state.profileWrite) await state.profileWrite;
    // Read again: sign-up sets the display name after the account exists and this listener fired.
    const current = (await state.client)?.currentUser() ?? user;
    next = { status: 'signed-in', user: current, role: await state.setup!.profiles.loadRole(), lookupFailed: false };
  } catch (error) {
    console.error('[auth] the profile could not be loaded', error);
    next = { status: 'signed-in', user, role: null, lookupFailed: true };
    // A refusal (403) is the service's own verdict on the account, e.g. a suspension: worth showing as it was said.
    // Read by shape (as isDataError does): importing @sla/data here would put it in this eagerly shared library.
    const refused = error as { name?: unknown; code?: unknown; message?: unknown } | null;
    if (refused?.name === 'DataError' && refused.code === 'forbidden' && typeof refused.message === 'string')
      next.refusal = refused.message;
  }
  if (turn === state.followed) identityStore.set(next);
}

/** Resolves once the identity of `uid` is known (profile read or failed), or after a timeout. */
function identityOf(uid: string, timeoutMs = 20_000): Promise<SignedIn> {
  return new Promise((resolve, reject) => {
    const check = (identity: Identity) => identity.status === 'signed-in' && identity.user.uid === uid;
    if (check(identityStore.get())) return resolve(identityStore.get() as SignedIn);
    const timer = setTimeout(() => {
      stop();
      reject(new AuthError('auth/timeout', msg('Signing in is taking too long. Check your connection and try again.')));
    }, timeoutMs);
    const stop = identityStore.subscribe((identity) => {
      if (!check(identity)) return;
      clearTimeout(timer);
      stop();
      resolve(identity as SignedIn);
    });
  });
}

/** Every interactive sign-in: sign in, make sure the profile exists, then wait for the identity. */
async function signInWith(
  action: (firebase: FirebaseClient) => Promise<AuthUser>,
  profile: (user: AuthUser) => { displayName?: string; requestedRole?: Role },
  after?: (firebase: FirebaseClient) => Promise<unknown>,
): Promise<SignedIn> {
  const firebase = await clientForVisitor().catch((error) => {
    throw toAuthError(error);
  });
  let release = () => {};
  state.profileWrite = new Promise<void>((resolve) => (release = resolve));
  try {
    const user = await action(firebase);
    await state.setup!.profiles.ensureProfile(profile(user));
    if (after) await after(firebase).catch((error) => console.warn('[auth] follow-up step failed (ignored)', error));
    release();
    return await identityOf(user.uid);
  } catch (error) {
    throw toAuthError(error);
  } finally {
    release();
    state.profileWrite = null;
  }
}

const requested = (role: string | null | undefined) => (isRole(role) ? { requestedRole: role } : {});

export const auth = {
  signInWithPassword: (email: string, password: string) =>
    signInWith(
      (firebase) => firebase.signInWithPassword(email, password),
      () => ({}),
    ),

  /** Sign-up: account, display name, profile, then a verification e-mail whose failure is ignored. */
  signUp: (input: { email: string; password: string; displayName: string; requestedRole?: Role }) =>
    signInWith(
      (firebase) => firebase.signUp(input.email, input.password, input.displayName),
      () => ({ displayName: input.displayName, ...requested(input.requestedRole) }),
      (firebase) => firebase.sendVerificationEmail(),
    ),

  /** Popup sign-in; the server names a new profile after the account, else the e-mail, else "User". */
  signInWithProvider: (provider: 'google' | 'github') =>
    signInWith(
      (firebase) => firebase.signInWithProvider(provider),
      (user) => (user.displayName ? { displayName: user.displayName } : {}),
    ),

  async sendPasswordReset(email: string): Promise<void> {
    try {
      await (await clientForVisitor()).sendPasswordReset(email);
    } catch (error) {
      throw toAuthError(error);
    }
  },

  /** The e-mail a password-reset code belongs to; rejects when the code is expired or used. */
  async checkPasswordResetCode(code: string): Promise<string> {
    try {
      return await (await clientForVisitor()).checkPasswordResetCode(code);
    } catch (error) {
      throw toAuthError(error);
    }
  },

  async confirmPasswordReset(code: string, password: string): Promise<void> {
    try {
      await (await clientForVisitor()).confirmPasswordReset(code, password);
    } catch (error) {
      throw toAuthError(error);
    }
  },

  async confirmEmail(code: string): Promise<void> {
    try {
      await (await clientForVisitor()).applyActionCode(code);
    } catch (error) {
      throw toAuthError(error);
    }
  },

  /** Fails with "No authenticated user" when nobody is signed in (docs/requirements.md#sign-in-and-accounts). */
  async sendVerificationEmail(): Promise<void> {
    const sent = await (
      state.client ? state.client.then((firebase) => firebase.sendVerificationEmail()) : Promise.resolve(false)
    ).catch((error) => {
      throw toAuthError(error);
    });
    if (!sent) throw new AuthError('auth/no-authenticated-user', NO_AUTHENTICATED_USER);
  },

  /** Fails with "No authenticated user" when nobody is signed in (docs/requirements.md#sign-in-and-accounts). */
  async updatePassword(password: string): Promise<void> {
    const updated = await (
      state.client ? state.client.then((firebase) => firebase.updatePassword(password)) : Promise.resolve(false)
    ).catch((error) => {
      throw toAuthError(error);
    });
    if (!updated) throw new AuthError('auth/no-authenticated-user', NO_AUTHENTICATED_USER);
  },

  /** Sends a sign-in link that opens /auth/email-link-callback; the e-mail and chosen role wait in local storage. */
  async sendSignInLink(email: string, requestedRole?: Role | null): Promise<void> {
    try {
      await (await clientForVisitor()).sendSignInLink(email);
      pendingLink.set(email, requestedRole ?? null);
    } catch (error) {
      throw toAuthError(error);
    }
  },

  /**
   * Completes a sign-in link. Opened on another device, the e-mail is not in storage: the answer
   * says so, and the screen asks for it and calls again with it.
   */
  async completeSignInLink(
    url: string,
    email?: string,
  ): Promise<{ needsEmail: true } | { needsEmail: false; identity: SignedIn }> {
    const firebase = await clientForVisitor().catch((error) => {
      throw toAuthError(error);
    });
    if (!firebase.isSignInLink(url)) throw toAuthError({ code: 'auth/invalid-action-code' });
    const stored = pendingLink.get();
    const address = email?.trim() || stored.email;
    if (!address) return { needsEmail: true };
    const identity = await signInWith(
      (client) => client.signInWithLink(address, url),
      () => requested(stored.role),
    );
    pendingLink.clear();
    return { needsEmail: false, identity };
  },

  /** Reads the signed-in user and their profile again (after they changed their name, say). */
  refreshIdentity,

  /** Signs out; a failure is only logged. */
  async signOut(): Promise<void> {
    try {
      if (state.client) await (await state.client).signOut();
    } catch (error) {
      console.error('[auth] logout failed', error);
    }
  },

  /** The signed-in user's ID token for the data service, or null. */
  async getIdToken(): Promise<string | null> {
    if (!state.client) return null;
    return (await state.client).getIdToken();
  },
};
