import { beforeEach, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => {
  let listener: ((user: { uid: string; email: string | null; displayName: string | null } | null) => void) | null = null;
  const calls: string[] = [];
  let current: { uid: string; email: string | null; displayName: string | null } | null = null;
  const announce = (user: typeof current) => {
    current = user;
    queueMicrotask(() => listener?.(user));
  };
  const client = {
    currentUser: () => current,
    onChange: (fn: typeof listener) => {
      listener = fn;
      return () => undefined;
    },
    getIdToken: vi.fn(async () => 'token'),
    signInWithPassword: vi.fn(async (email: string) => {
      calls.push('signIn');
      const user = { uid: 'u-1', email, displayName: null };
      announce(user);
      return user;
    }),
    signUp: vi.fn(async (email: string, _password: string, displayName: string) => {
      calls.push('signUp');
      // Like Firebase: the listener first sees the account without its display name.
      announce({ uid: 'u-2', email, displayName: null });
      current = { uid: 'u-2', email, displayName };
      return current;
    }),
    sendVerificationEmail: vi.fn(async () => {
      calls.push('verify');
      throw new Error('mail server down');
    }),
    updatePassword: vi.fn(async () => false),
    sendPasswordReset: vi.fn(async () => void calls.push('reset')),
    isSignInLink: vi.fn(() => true),
    signInWithLink: vi.fn(),
    signOut: vi.fn(async () => {
      current = null;
      listener?.(null);
    }),
  };
  // The rest of the page's catalogues: there at once unless a test holds them back.
  const words = { held: null as Promise<void> | null };
  return { client, calls, loads: { count: 0 }, words };
});

vi.mock('@sla/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  completeCatalogues: () => fake.words.held ?? Promise.resolve(),
}));

vi.mock('./firebase/client.js', () => {
  fake.loads.count++;
  return { createFirebaseClient: () => fake.client };
});

const { auth, configureAuth, startSession } = await import('./session.js');
const { identityStore } = await import('./identity.js');
const { DEFAULT_AUTH_CONFIG } = await import('./config.js');

// One visit told in order: the first test sees a visitor before anything has loaded the identity SDK, the later ones
// sign in and out on the session the earlier ones left. A shuffled run keeps this file's order.
describe('session', { shuffle: false }, () => {
  const profiles = {
    loadRole: vi.fn(async () => 'applicant'),
    ensureProfile: vi.fn(async () => void fake.calls.push('profile')),
  };

  beforeEach(() => {
    fake.calls.length = 0;
    localStorage.clear();
    configureAuth(DEFAULT_AUTH_CONFIG, profiles, 'https://site.example');
  });

  it('makes a first-time visitor anonymous without loading the identity SDK', () => {
    identityStore.set({ status: 'loading' });
    startSession();
    expect(identityStore.get()).toEqual({ status: 'anonymous' });
    expect(fake.loads.count).toBe(0);
  });

  it('fails password update and verification e-mail with "No authenticated user" when signed out', async () => {
    await expect(auth.updatePassword('new-password-1')).rejects.toThrow('No authenticated user');
    await expect(auth.sendVerificationEmail()).rejects.toThrow('No authenticated user');
  });

  it('signs up in the required order, ignores a failed verification e-mail, and resolves with the role', async () => {
    const identity = await auth.signUp({
      email: 'ama@example.org',
      password: 'long-enough',
      displayName: 'Ama',
      requestedRole: 'alumni',
    });
    expect(fake.calls).toEqual(['signUp', 'profile', 'verify']);
    expect(profiles.ensureProfile).toHaveBeenCalledWith({ displayName: 'Ama', requestedRole: 'alumni' });
    expect(identity).toMatchObject({
      status: 'signed-in',
      role: 'applicant',
      lookupFailed: false,
      user: { uid: 'u-2', displayName: 'Ama' },
    });
    expect(localStorage.getItem('sla.auth.session')).toBe('1');
  });

  it('marks the identity as a failed lookup when the profile cannot be read', async () => {
    profiles.loadRole.mockRejectedValueOnce(new Error('503'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const identity = await auth.signInWithPassword('kofi@example.org', 'pw');
    expect(identity).toMatchObject({ role: null, lookupFailed: true });
  });

  it('keeps what the service said when it refused the profile, such as a suspension', async () => {
    const refusal = Object.assign(new Error('This account is suspended.'), { name: 'DataError', code: 'forbidden' });
    await auth.signOut();
    profiles.loadRole.mockRejectedValueOnce(refusal);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const identity = await auth.signInWithPassword('kofi@example.org', 'pw');
    expect(identity).toMatchObject({ role: null, lookupFailed: true, refusal: 'This account is suspended.' });
    profiles.loadRole.mockRejectedValueOnce(Object.assign(new Error('Busy'), { name: 'DataError', code: 'unavailable' }));
    await auth.signOut();
    expect((await auth.signInWithPassword('kofi@example.org', 'pw')).refusal).toBeUndefined();
  });

  it('asks for the e-mail when a sign-in link is opened on another device', async () => {
    await expect(auth.completeSignInLink('https://site.example/auth/email-link-callback?mode=signIn&oobCode=x')).resolves.toEqual(
      { needsEmail: true },
    );
    expect(fake.client.signInWithLink).not.toHaveBeenCalled();
  });

  it('signs out and becomes anonymous; a failing sign-out is only logged', async () => {
    await auth.signOut();
    expect(identityStore.get()).toEqual({ status: 'anonymous' });
    expect(localStorage.getItem('sla.auth.session')).toBeNull();
    fake.client.signOut.mockRejectedValueOnce(new Error('offline'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(auth.signOut()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('[auth] logout failed', expect.any(Error));
  });

  it("answers what the visitor asked for only once the page's words are in (a server-rendered page carries few)", async () => {
    let arrive = () => {};
    fake.words.held = new Promise<void>((resolve) => (arrive = resolve));
    const sent = auth.sendPasswordReset('kofi@example.org');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls).not.toContain('reset');
    arrive();
    await sent;
    expect(fake.calls).toContain('reset');
    fake.words.held = null;
  });
});
