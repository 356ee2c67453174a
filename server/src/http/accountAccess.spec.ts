// Every endpoint of the account screen and the e-mail unsubscribe links against every kind of caller: anonymous,
// signed in without a profile, and each of the six roles, on their own account and on someone else's. Refusals must
// change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { type Operation, type HttpMethod } from '@sla/contract/operations';
import * as account from '@sla/contract/operations/people';
import { ROLES } from '@sla/permissions';
import { emailLinkSecret } from '../account/emailLinkSecret.js';
import { signEmailLink } from '../account/emailLinkToken.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationCase, type Caller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const emailOf = (caller: Caller) => `${uidOf(caller)}@example.org`;
const OTHER = 'someone-else';

/** The link's token is the permission: signed in or not, as anyone. */
const anyone = (ok: number) => () => ok;

interface Endpoint {
  name: string;
  method: HttpMethod;
  url: string;
  payload?: (caller: Caller) => object;
  status: (caller: Caller) => number;
}

/**
 * A row for a declared operation (@sla/contract/operations/people), so the service is held to it: the status its access
 * rule gives (or `allowed` where the input is refused), except where `unlike` names another.
 */
function declared(
  operation: Operation,
  {
    which,
    url = `/api${operation.path}`,
    payload,
    allowed,
    unlike = () => undefined,
  }: {
    which?: string;
    url?: string;
    payload?: (caller: Caller) => object;
    allowed?: number;
    unlike?: (caller: Caller) => number | undefined;
  } = {},
): Endpoint {
  const { name, method, status } = operationCase(operation, allowed);
  return {
    name: which ? `${name}, ${which}` : name,
    method,
    url,
    ...(payload ? { payload } : {}),
    status: (caller) => unlike(caller) ?? status(caller),
  };
}

/** One's own account: the service looks for the caller's profile before it asks for manage_profile. */
const own = (operation: Operation, row: Parameters<typeof declared>[1] = {}) =>
  declared(operation, { unlike: (caller) => (caller === 'no-profile' ? 404 : undefined), ...row });

const link = (category: 'decisions' | 'messages') =>
  `/api/public/email/unsubscribe?token=${encodeURIComponent(signEmailLink(emailLinkSecret(), { uid: OTHER, category, issuedAt: new Date() }))}`;

const EXPECTED: Endpoint[] = [
  own(account.getEmailPreferences),
  own(account.setEmailPreferences, { payload: () => ({ decisions: false, messages: true, newsletter: false }) }),
  own(account.getMyLanguage),
  own(account.setMyLanguage, { payload: () => ({ locale: 'fr' }) }),
  own(account.setMyLanguage, { which: 'one the site does not speak', payload: () => ({ locale: 'de' }), allowed: 400 }),
  {
    name: "choose someone else's language",
    method: 'PUT',
    url: `/api/users/${OTHER}/language`,
    payload: () => ({ locale: 'fr' }),
    status: anyone(404),
  },
  // There is no way to name another account: /users/:uid/preferences does not exist.
  { name: "read someone else's e-mail preferences", method: 'GET', url: `/api/users/${OTHER}/preferences`, status: anyone(404) },
  own(account.exportMyData),
  { name: "download someone else's data", method: 'GET', url: `/api/users/${OTHER}/export`, status: anyone(404) },
  // The admin caller is the only admin.
  own(account.deleteMyAccount, {
    payload: (caller) => ({ confirm: emailOf(caller) }),
    unlike: (caller) => (caller === 'no-profile' ? 404 : caller === 'admin' ? 409 : undefined),
  }),
  own(account.deleteMyAccount, {
    which: "confirming someone else's address",
    payload: () => ({ confirm: `${OTHER}@example.org` }),
    allowed: 400,
  }),
  {
    name: "delete someone else's account",
    method: 'DELETE',
    url: `/api/users/${OTHER}`,
    payload: () => ({ confirm: `${OTHER}@example.org` }),
    status: anyone(404),
  },
  declared(account.checkEmailLink, { which: "someone else's", url: link('decisions') }),
  declared(account.unsubscribeByLink, { which: "someone else's", url: link('messages') }),
  declared(account.unsubscribeByLink, { which: 'forged', url: '/api/public/email/unsubscribe?token=a.b', allowed: 400 }),
];

const deleteOwnAccount = EXPECTED.find((row) => row.method === 'DELETE')!.name;
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
    if (endpoint.name === deleteOwnAccount && expected === 204) {
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
