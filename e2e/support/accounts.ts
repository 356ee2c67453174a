import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from '@sla/permissions';
import { E2E_AUTH_PORT, E2E_PORT, E2E_PROJECT_ID, REPO_ROOT } from './env.js';

export interface Account {
  email: string;
  password: string;
  role: Role;
  displayName?: string;
  uid: string;
}

/** The demo accounts `npm start` seeds, one per role. */
export const DEMO: Record<Role, Account> = Object.fromEntries(
  (JSON.parse(readFileSync(join(REPO_ROOT, 'demo-accounts.json'), 'utf8')) as Account[]).map((account) => [
    account.role,
    account,
  ]),
) as Record<Role, Account>;

const EMULATOR = `http://127.0.0.1:${E2E_AUTH_PORT}`;
const SITE = `http://127.0.0.1:${E2E_PORT}`;
const API = `${SITE}/api`;
/** The run's Firebase web API key (runtime-config.json's auth.apiKey): part of the key Firebase saves its user under. */
const FIREBASE_API_KEY = 'demo-api-key';

/** Signs in through the Sign In screen, as a person would, and waits to leave it. */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, from = '/login') {
  await page.goto(from);
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail address').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/**
 * Opens `path` already signed in as `account`, without the Sign In screen (see `restoreSession`), and waits until the
 * page shows it is signed in. For tests whose subject is what comes after signing in; the tests of signing in itself
 * use `signIn`.
 */
export async function openSignedIn(page: Page, account: Pick<Account, 'email' | 'password'>, path = '/dashboard', origin = SITE) {
  await restoreSession(page, account, origin);
  await page.goto(`${origin}${path}`);
  await expectSignedIn(page);
}

/**
 * Signed in once the shell offers to log out, in English or French (inside the folded menu at a phone's width, hence
 * hidden ones too): without this a test could go on to judge the Sign In page the guard sent it to.
 */
export async function expectSignedIn(page: Page) {
  await expect(page.getByRole('button', { name: /^(Logout|Se déconnecter)$/, includeHidden: true })).toBeAttached({
    timeout: 20_000,
  });
}

/**
 * Puts into the page's browser context the session Firebase would have saved after `account` signed in (its user record
 * in IndexedDB, and the shell's hint that a session is there), with tokens the Auth emulator issues for the account;
 * the next page loaded on `origin` starts signed in. Firebase checks the saved user with the emulator when the page
 * starts, so a wrong or stale record is not silently trusted. `origin` is the site's (another site server's, for
 * budgets.spec.ts).
 */
export async function restoreSession(page: Page, account: Pick<Account, 'email' | 'password'>, origin = SITE) {
  const session = await emulatorCall<{ idToken: string; refreshToken: string; expiresIn: string; localId: string }>(
    'accounts:signInWithPassword',
    { ...account, returnSecureToken: true },
  );
  const now = Date.now();
  // What Firebase's UserImpl.toJSON() saves; the rest of the profile is read back from the emulator at start.
  const user = {
    uid: session.localId,
    email: account.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [],
    stsTokenManager: {
      refreshToken: session.refreshToken,
      accessToken: session.idToken,
      expirationTime: now + Number(session.expiresIn) * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: FIREBASE_API_KEY,
    appName: '[DEFAULT]',
  };
  const state: SavedState = {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [{ name: 'sla.auth.session', value: '1' }],
        indexedDB: [
          {
            name: 'firebaseLocalStorageDb',
            version: 1,
            stores: [
              {
                name: 'firebaseLocalStorage',
                autoIncrement: false,
                keyPath: 'fbase_key',
                indexes: [],
                records: [{ value: { fbase_key: `firebase:authUser:${FIREBASE_API_KEY}:[DEFAULT]`, value: user } }],
              },
            ],
          },
        ],
      },
    ],
  };
  await page.context().setStorageState(state as unknown as Parameters<BrowserContext['setStorageState']>[0]);
}

/**
 * A storage state with IndexedDB, as `storageState({ indexedDB: true })` returns it and setStorageState takes it (their
 * declared types leave the databases out).
 */
interface SavedState {
  cookies: [];
  origins: {
    origin: string;
    localStorage: { name: string; value: string }[];
    indexedDB: {
      name: string;
      version: number;
      stores: { name: string; autoIncrement: boolean; keyPath: string; indexes: []; records: { value: unknown }[] }[];
    }[];
  }[];
}

async function emulatorCall<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/${path}?key=${FIREBASE_API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function idTokenOf(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const answer = await emulatorCall<{ idToken: string }>('accounts:signInWithPassword', { ...account, returnSecureToken: true });
  return answer.idToken;
}

export async function api(token: string | null, method: string, path: string, body?: object) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

let counter = 0;

/**
 * A fresh person with a sign-in account and a profile (an applicant, unless `role` asks the demo
 * admin to change it), so a test can change things without touching anyone else's data.
 */
export async function newPerson(
  options: { role?: Role; displayName?: string | null; email?: string; emailVerified?: boolean } = {},
): Promise<Account> {
  const email = options.email ?? `person-${Date.now()}-${process.pid}-${++counter}@example.org`;
  const password = 'a-long-password-1';
  const created = await emulatorCall<{ idToken: string; localId: string }>('accounts:signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  // As if they had opened the link the emulator "sent": what reads a person's address (their giving history) asks for it.
  if (options.emailVerified) await asEmulatorOwner('accounts:update', { localId: created.localId, emailVerified: true });
  if (options.displayName !== null) {
    await emulatorCall('accounts:update', {
      idToken: created.idToken,
      displayName: options.displayName ?? `Test Person ${counter}`,
    });
  }
  const profile = await api(
    created.idToken,
    'POST',
    '/users/me',
    options.displayName ? { displayName: options.displayName } : {},
  );
  if (profile.status !== 201) throw new Error(`profile for ${email}: ${profile.status} ${JSON.stringify(profile.body)}`);
  const role = options.role ?? 'applicant';
  if (role !== 'applicant') {
    // From applicant only student and alumni can be reached by valid transitions (docs/requirements.md#role-transitions).
    if (role !== 'student' && role !== 'alumni') throw new Error(`newPerson cannot make a new account ${role}`);
    const answer = await api(await idTokenOf(DEMO.admin), 'POST', `/users/${created.localId}/role`, {
      role,
      reason: 'Test setup',
    });
    if (answer.status !== 200) throw new Error(`role ${role} for ${email}: ${JSON.stringify(answer.body)}`);
  }
  return { email, password, role, uid: created.localId, displayName: options.displayName ?? undefined };
}

/** One of the emulator's admin calls ("Bearer owner"), as the Admin SDK would make it. */
async function asEmulatorOwner(path: string, body: object): Promise<Response> {
  const response = await fetch(`${EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${E2E_PROJECT_ID}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The custom claims Firebase holds for `uid`, read with the emulator's admin access ("Bearer owner"). */
export async function customClaimsOf(uid: string): Promise<Record<string, unknown>> {
  const response = await asEmulatorOwner('accounts:lookup', { localId: [uid] });
  const { users } = (await response.json()) as { users?: { customAttributes?: string }[] };
  return JSON.parse(users?.[0]?.customAttributes || '{}') as Record<string, unknown>;
}

/** The newest out-of-band code the emulator "sent" to `email` (sign-in link, reset, verification). */
export async function latestOobCode(
  email: string,
  requestType: 'EMAIL_SIGNIN' | 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL',
) {
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(`${EMULATOR}/emulator/v1/projects/${E2E_PROJECT_ID}/oobCodes`);
    const { oobCodes } = (await response.json()) as {
      oobCodes: { email: string; oobCode: string; oobLink: string; requestType: string }[];
    };
    const match = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${requestType} message for ${email}`);
}
