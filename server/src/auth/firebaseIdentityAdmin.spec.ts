import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeGoogle } from '../testing/fakeGoogle.js';
import { emulatorIdentityAdmin, NoSuchAccountError, serviceAccountIdentityAdmin } from './firebaseIdentityAdmin.js';
import { RENEW_BEFORE_MS } from './googleAccessToken.js';
import { NoAccountForEmailError } from './identityAdmin.js';
import { identityAdminFor } from './identityAdminFor.js';
import type { ServiceAccount } from './serviceAccount.js';

const { publicKey, privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const ACCOUNT: ServiceAccount = {
  clientEmail: 'claims@sla-live.iam.gserviceaccount.com',
  privateKey,
  privateKeyId: 'key-1',
  projectId: 'sla-live',
};

let google: Awaited<ReturnType<typeof fakeGoogle>>;
beforeEach(async () => {
  google = await fakeGoogle();
  google.accounts.add('ada');
});
afterEach(() => google.close());

describe('the emulator Admin API', () => {
  const admin = () => emulatorIdentityAdmin(google.host, 'demo-sla');
  const ACCOUNTS = '/identitytoolkit.googleapis.com/v1/projects/demo-sla/accounts';

  it('sets and removes the role claim, disables and deletes accounts, as the owner', async () => {
    await admin().setRoleClaim('ada', 'student');
    await admin().setRoleClaim('ada', null);
    await admin().setDisabled('ada', true);
    await admin().setDisabled('ada', false);
    await admin().deleteAccount('ada');
    expect(google.calls.map(({ path, body }) => [path, body])).toEqual([
      [`${ACCOUNTS}:update`, { localId: 'ada', customAttributes: '{"role":"student"}' }],
      [`${ACCOUNTS}:update`, { localId: 'ada', customAttributes: '{}' }],
      [`${ACCOUNTS}:update`, { localId: 'ada', disableUser: true }],
      [`${ACCOUNTS}:update`, { localId: 'ada', disableUser: false }],
      [`${ACCOUNTS}:delete`, { localId: 'ada' }],
    ]);
    expect(new Set(google.calls.map((call) => call.authorization))).toEqual(new Set(['Bearer owner']));
    expect(google.calls[0]!.contentType).toBe('application/json');
  });

  it('looks up an account, and says when there is none', async () => {
    expect(await admin().lookup('ada')).toEqual({
      email: 'ada@example.org',
      passwordSetAt: new Date(1_690_000_000_000),
      emailVerified: false,
      disabled: false,
      lastSignInAt: new Date(1_700_000_000_000),
      providers: ['password'],
    });
    expect(await admin().lookup('nobody')).toBeNull();
    expect(google.calls.at(-1)).toMatchObject({ path: `${ACCOUNTS}:lookup`, body: { localId: ['nobody'] } });
  });

  it('asks for sign-in and verification links to put in the service’s own e-mail', async () => {
    google.emails.add('ada@example.org');
    const signIn = await admin().actionLink('signIn', 'new@example.org', 'https://site.example/auth/email-link-callback');
    expect(new URL(signIn).searchParams.get('mode')).toBe('signIn');
    expect(google.calls.at(-1)).toMatchObject({
      path: `${ACCOUNTS}:sendOobCode`,
      body: { requestType: 'EMAIL_SIGNIN', email: 'new@example.org', returnOobLink: true, canHandleCodeInApp: true },
    });
    const verify = await admin().actionLink('verifyEmail', 'ada@example.org', 'https://site.example/login');
    expect(new URL(verify).searchParams.get('continueUrl')).toBe('https://site.example/login');
    await expect(admin().actionLink('verifyEmail', 'ghost@example.org', 'https://site.example/login')).rejects.toThrow(
      NoAccountForEmailError,
    );
  });

  it('counts a uid without an account as done for a claim and a deletion, but not for suspension', async () => {
    await expect(admin().setRoleClaim('seeded-only', 'admin')).resolves.toBeUndefined();
    await expect(admin().deleteAccount('seeded-only')).resolves.toBeUndefined();
    await expect(admin().setDisabled('seeded-only', true)).rejects.toThrow(NoSuchAccountError);
    await expect(admin().setDisabled('seeded-only', true)).rejects.toThrow(/USER_NOT_FOUND/);
  });

  it('throws naming the method and the status on any other refusal', async () => {
    google.script.apiRefusals.push({
      status: 500,
      body: { error: { code: 500, message: 'Internal error', status: 'INTERNAL' } },
    });
    await expect(admin().setRoleClaim('ada', 'staff')).rejects.toThrow(
      'Firebase accounts:update answered 500 INTERNAL Internal error',
    );
    google.script.apiRefusals.push({ status: 503, body: {} });
    await expect(admin().deleteAccount('ada')).rejects.toThrow('Firebase accounts:delete answered 503');
  });

  it('gives up on a call that does not answer, and says when Firebase cannot be reached', async () => {
    google.script.silent = true;
    const started = Date.now();
    await expect(emulatorIdentityAdmin(google.host, 'demo-sla', { timeoutMs: 200 }).setRoleClaim('ada', 'staff')).rejects.toThrow(
      'Firebase accounts:update could not be reached: no answer within 0.2 s',
    );
    expect(Date.now() - started).toBeLessThan(2000);
    const host = google.host;
    await google.close();
    await expect(emulatorIdentityAdmin(host, 'demo-sla').deleteAccount('ada')).rejects.toThrow(
      'Firebase accounts:delete could not be reached: ECONNREFUSED',
    );
  });
});

describe('the production Admin API, as a service account', () => {
  let clock = Date.UTC(2026, 0, 1);
  const admin = () =>
    serviceAccountIdentityAdmin(ACCOUNT, 'sla-live', {
      apiBase: google.base,
      tokenUrl: `${google.base}/token`,
      now: () => clock,
    });
  const tokenCalls = () => google.calls.filter((call) => call.path === '/token');
  const apiCalls = () => google.calls.filter((call) => call.path !== '/token');

  it('exchanges a signed assertion for an access token, and calls the API with it', async () => {
    clock = Date.now();
    await admin().setRoleClaim('ada', 'content_editor');
    const [exchange] = tokenCalls();
    expect(exchange!.contentType).toBe('application/x-www-form-urlencoded');
    expect(exchange!.body.grant_type).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const assertion = String(exchange!.body.assertion);
    expect(decodeProtectedHeader(assertion)).toEqual({ alg: 'RS256', typ: 'JWT', kid: 'key-1' });
    const { payload } = await jwtVerify(assertion, await importSPKI(publicKey, 'RS256'), {
      issuer: ACCOUNT.clientEmail,
      audience: `${google.base}/token`,
    });
    expect(payload).toMatchObject({ scope: 'https://www.googleapis.com/auth/identitytoolkit', sub: ACCOUNT.clientEmail });
    expect(payload.exp! - payload.iat!).toBe(3600);
    expect(apiCalls()).toEqual([
      {
        path: '/v1/projects/sla-live/accounts:update',
        authorization: 'Bearer token-1',
        contentType: 'application/json',
        body: { localId: 'ada', customAttributes: '{"role":"content_editor"}' },
      },
    ]);
  });

  it('keeps the token until shortly before it expires, and shares one exchange between calls at the same time', async () => {
    clock = Date.now();
    const firebase = admin();
    await Promise.all([firebase.setRoleClaim('ada', 'staff'), firebase.deleteAccount('gone'), firebase.setDisabled('ada', true)]);
    expect(tokenCalls()).toHaveLength(1);
    clock += 3600_000 - RENEW_BEFORE_MS - 1000;
    await firebase.setRoleClaim('ada', 'admin');
    expect(tokenCalls()).toHaveLength(1);
    clock += 2000;
    await firebase.setRoleClaim('ada', 'alumni');
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls().map((call) => call.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });

  it('asks for a new token after the API refuses the cached one', async () => {
    clock = Date.now();
    const firebase = admin();
    await firebase.setRoleClaim('ada', 'staff');
    google.script.apiRefusals.push({
      status: 401,
      body: { error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' } },
    });
    await expect(firebase.setRoleClaim('ada', 'staff')).rejects.toThrow('answered 401 UNAUTHENTICATED');
    await firebase.setRoleClaim('ada', 'staff');
    expect(apiCalls().at(-1)!.authorization).toBe('Bearer token-2');
  });

  it('counts USER_NOT_FOUND as done here too', async () => {
    clock = Date.now();
    await expect(admin().setRoleClaim('bench-user-17', 'applicant')).resolves.toBeUndefined();
    await expect(admin().deleteAccount('bench-user-17')).resolves.toBeUndefined();
  });

  it("says so when Google's token endpoint refuses the account, and tries again on the next call", async () => {
    clock = Date.now();
    const firebase = admin();
    google.script.tokenRefusals.push({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
    });
    await expect(firebase.setRoleClaim('ada', 'staff')).rejects.toThrow(
      `Google's token endpoint refused the service account ${ACCOUNT.clientEmail}: 400 invalid_grant: Invalid JWT Signature.`,
    );
    expect(apiCalls()).toEqual([]);
    await firebase.setRoleClaim('ada', 'staff');
    expect(tokenCalls()).toHaveLength(2);
    expect(apiCalls()).toHaveLength(1);
  });
});

describe('identityAdminFor', () => {
  it('reaches the emulator, or refuses every call when nothing is configured', async () => {
    await identityAdminFor({ kind: 'emulator', host: google.host }, 'demo-x').setRoleClaim('ada', 'staff');
    expect(google.calls[0]!.path).toBe('/identitytoolkit.googleapis.com/v1/projects/demo-x/accounts:update');
    const warnings: string[] = [];
    const originalWarn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      await expect(identityAdminFor({ kind: 'none' }, 'demo-x').setRoleClaim('ada', 'staff')).rejects.toThrow('not configured');
    } finally {
      console.warn = originalWarn;
    }
    expect(warnings).toHaveLength(1);
  });
});
