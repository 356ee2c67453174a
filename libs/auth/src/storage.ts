// Small facts kept in the browser between visits. Storage can be missing or full (private modes):
// every access is guarded, and losing one of these only costs a question or a Firebase load.

const KEYS = {
  /** Set while someone is signed in, so a returning visitor's session is restored at start. */
  sessionHint: 'sla.auth.session',
  /** The e-mail and chosen role, kept in local storage during passwordless sign-in. */
  linkEmail: 'sla.auth.emailForSignIn',
  linkRole: 'sla.auth.roleForSignIn',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: see the note at the top.
  }
}

export const sessionHint = {
  present: () => read(KEYS.sessionHint) === '1',
  set: (on: boolean) => write(KEYS.sessionHint, on ? '1' : null),
};

export const pendingLink = {
  get: () => ({ email: read(KEYS.linkEmail), role: read(KEYS.linkRole) }),
  set: (email: string, role: string | null) => {
    write(KEYS.linkEmail, email);
    write(KEYS.linkRole, role);
  },
  clear: () => {
    write(KEYS.linkEmail, null);
    write(KEYS.linkRole, null);
  },
};
