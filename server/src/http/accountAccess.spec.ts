// Every endpoint of the account screen and the e-mail unsubscribe links against every kind of caller: anonymous,
// signed in without a profile, and each of the six roles, on their own account and on someone else's. Refusals must
// change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import { emailLinkSecret } from '../account/emailLinkSecret.js';
import { signEmailLink } from '../account/emailLinkToken.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const emailOf = (caller: Caller) => `${uidOf(caller)}@example.org`;
const OTHER = 'someone-else';

/** Expected status per caller: manage_profile, which every role has, on one's own account; a profile is needed. */
const own = (ok: number) => (caller: Caller) => (caller === 'anonymous' ? 401 : caller === 'no-profile' ? 404 : ok);
/** The link's token is the permission: signed in or not, as anyone. */
const anyone = (ok: number) => () => ok;

const link = (category: 'decisions' | 'messages') =>
  `/api/public/email/unsubscribe?token=${encodeURIComponent(signEmailLink(emailLinkSecret(), { uid: OTHER, category, issuedAt: new Date() }))}`;

const EXPECTED: {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  payload?: (caller: Caller) => object;
  status: (caller: Caller) => number;
}[] = [
  { name: 'read own e-mail preferences', method: 'GET', url: '/api/users/me/preferences', status: own(200) },
  {
    name: 'save own e-mail preferences',
    method: 'PUT',
    url: '/api/users/me/preferences',
    payload: () => ({ decisions: false, messages: true, newsletter: false }),
    status: own(200),
  },
  { name: 'read own language', method: 'GET', url: '/api/users/me/language', status: own(200) },
  {
    name: 'choose own language',
    method: 'PUT',
    url: '/api/users/me/language',
    payload: () => ({ locale: 'fr' }),
    status: own(200),
  },
  {
    name: 'choose a language the site does not speak',
    method: 'PUT',
    url: '/api/users/me/language',
    payload: () => ({ locale: 'de' }),
    status: own(400),
  },
  {
    name: "choose someone else's language",
    method: 'PUT',
    url: `/api/users/${OTHER}/language`,
    payload: () => ({ locale: 'fr' }),
    status: anyone(404),
  },
  // There is no way to name another account: /users/:uid/preferences does not exist.
  { name: "read someone else's e-mail preferences", method: 'GET', url: `/api/users/${OTHER}/preferences`, status: anyone(404) },
  { name: 'download own data', method: 'GET', url: '/api/users/me/export', status: own(200) },
  { name: "download someone else's data", method: 'GET', url: `/api/users/${OTHER}/export`, status: anyone(404) },
  {
    name: 'delete own account',
    method: 'DELETE',
    url: '/api/users/me',
    payload: (caller) => ({ confirm: emailOf(caller) }),
    // The admin caller is the only admin.
    status: (caller) => (caller === 'admin' ? 409 : own(204)(caller)),
  },
  {
    name: "delete own account confirming someone else's address",
    method: 'DELETE',
    url: '/api/users/me',
    payload: () => ({ confirm: `${OTHER}@example.org` }),
    status: own(400),
  },
  {
    name: "delete someone else's account",
    method: 'DELETE',
    url: `/api/users/${OTHER}`,
    payload: () => ({ confirm: `${OTHER}@example.org` }),
    status: anyone(404),
  },
  { name: "check someone else's unsubscribe link", method: 'GET', url: link('decisions'), status: anyone(200) },
  { name: "use someone else's unsubscribe link", method: 'POST', url: link('messages'), status: anyone(204) },
  { name: 'use a forged unsubscribe link', method: 'POST', url: '/api/public/email/unsubscribe?token=a.b', status: anyone(400) },
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('account access: e-mail preferences, my data, deleting, unsubscribe links', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    await service.addUser(OTHER, 'alumni', { email: `${OTHER}@example.org` });
    for (const role of ROLES) await service.addUser(uidOf(role), role, { email: emailOf(role) });
  });

  /** What a refusal must leave as it was. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('uid', uid, 'email', email, 'role', role, 'locale', locale) ORDER BY uid) FROM users) AS users,
      (SELECT json_agg(json_build_object('uid', uid, 'decisions', decisions, 'messages', messages) ORDER BY uid) FROM email_preferences) AS preferences,
      (SELECT count(*) FROM newsletter_subscribers) AS subscribers,
      (SELECT count(*) FROM audit_logs WHERE type = 'account_deleted') AS deletions`);

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await state();
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url,
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller), emailOf(caller)),
      ...(endpoint.payload ? { payload: endpoint.payload(caller) } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await state()).toEqual(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (endpoint.name === 'delete own account' && expected === 204) {
      expect(await service.user(uidOf(caller))).toBeNull();
      expect(await service.user(OTHER)).not.toBeNull();
    }
  });

  it('keeps the language a person chose, for them alone', async () => {
    const me = service.as(uidOf('student'), emailOf('student'));
    expect((await service.request({ method: 'GET', url: '/api/users/me/language', headers: me })).json()).toEqual({
      locale: null,
    });
    const saved = await service.request({ method: 'PUT', url: '/api/users/me/language', headers: me, payload: { locale: 'fr' } });
    expect(saved.json()).toEqual({ locale: 'fr' });
    expect((await service.request({ method: 'GET', url: '/api/users/me/language', headers: me })).json()).toEqual({
      locale: 'fr',
    });
    expect(await service.rows(sql`SELECT uid FROM users WHERE locale = 'fr'`)).toEqual([{ uid: uidOf('student') }]);
  });

  it("unsubscribes the account a link names, never the caller's", async () => {
    await service.request({ method: 'POST', url: link('messages'), headers: service.as(uidOf('admin')) });
    expect(await service.rows(sql`SELECT uid, messages FROM email_preferences`)).toEqual([{ uid: OTHER, messages: false }]);
  });
});
