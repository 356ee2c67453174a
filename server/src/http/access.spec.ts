// Every endpoint against every kind of caller: anonymous, signed in without a profile, and each of
// the six roles, on their own record and on someone else's. Refusals must change nothing.
import { beforeEach, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import { operationPath, type Operation, type HttpMethod } from '@sla/contract/operations';
import * as site from '@sla/contract/operations/site';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationCase } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';
import * as people from '@sla/contract/operations/people';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

/** Expected status per caller, written from the permission table of docs/requirements.md#permissions. */
const viewAll = (caller: Caller) => caller === 'admin' || caller === 'staff';
/** A declared operation's row (operationCase), its address and payload the same for every caller. */
const declared = (
  operation: Operation,
  {
    params,
    query = '',
    payload,
    allowed,
  }: { params?: Record<string, string>; query?: string; payload?: object; allowed?: number } = {},
) => ({
  ...operationCase(operation, allowed),
  url: () => `/api${operationPath(operation.path, params)}${query}`,
  ...(payload ? { payload } : {}),
});

const EXPECTED: {
  name: string;
  method: HttpMethod;
  url: (caller: Caller) => string;
  payload?: object;
  status: (caller: Caller) => number;
}[] = [
  // Profiles and the activity log: rows from their declarations (@sla/contract/operations/people), so the service is held to
  // them; `unlike` is where a rule about the record itself answers otherwise (no profile yet, someone else's).
  peopleRow(people.getOwnProfile, { unlike: noProfile(404) }),
  peopleRow(people.createOwnProfile, {
    payload: {},
    // 201 when it makes the profile, 200 with the one already there.
    unlike: (c) => (c === 'anonymous' || c === 'no-profile' ? undefined : 200),
  }),
  peopleRow(people.updateOwnProfile, { payload: { displayName: 'New name' }, unlike: noProfile(404) }),
  peopleRow(people.listUsers),
  peopleRow(people.getProfile, { which: 'own', url: (c) => `/api/users/${uidOf(c)}`, unlike: noProfile(404) }),
  peopleRow(people.getProfile, {
    which: "someone else's",
    url: () => '/api/users/someone-else',
    unlike: (c) => (c === 'anonymous' || viewAll(c) ? undefined : 404),
  }),
  peopleRow(people.updateProfile, {
    which: 'own',
    url: (c) => `/api/users/${uidOf(c)}`,
    payload: { displayName: 'Renamed' },
    unlike: noProfile(404),
  }),
  peopleRow(people.updateProfile, {
    which: "someone else's",
    url: () => '/api/users/someone-else',
    payload: { displayName: 'Hijacked' },
    unlike: (c) => (c === 'anonymous' || c === 'admin' ? undefined : c === 'staff' ? 403 : 404),
  }),
  peopleRow(people.listAuditLogs),
  peopleRow(people.listAuditLogs, {
    which: 'with every filter',
    url: () => '/api/audit-logs?kind=access_refused&person=someone&from=2026-01-01&to=2026-12-31',
  }),
  peopleRow(people.exportAuditLogs, { url: () => '/api/audit-logs.csv?kind=role_change' }),
  peopleRow(people.recordGuardDenial, { payload: { permission: 'manage_users', path: '/admin/users' } }),
  // The mail as sent, with live confirm and unsubscribe links: admins only (manage_system_settings).
  peopleRow(people.listOutbox),
  // Staff reading what the public site collected: view_all_users.
  {
    name: 'staff read /api/messages',
    method: 'GET',
    url: () => '/api/messages',
    status: (c: Caller) => (c === 'anonymous' ? 401 : viewAll(c) ? 200 : 403),
  },
  // The public site's rows come from their declarations (@sla/contract/operations/site): the service is held to what they say.
  ...[
    site.listSubscribers,
    site.exportSubscribersCsv,
    site.listDonations,
    site.exportDonationsCsv,
    site.listPledges,
    site.exportPledgesCsv,
  ].map((operation) => declared(operation)),
  // The public site: the same answer for everyone, signed in or not.
  ...[
    site.getPublicHome,
    site.listPublicPosts,
    site.listPublicCategories,
    site.listPublicPrograms,
    site.getDonationConfig,
    site.listSitemapEntries,
    site.getPublicFeed,
  ].map((operation) => declared(operation)),
  declared(site.listPublicEvents, { query: '?upcoming=1' }),
  declared(site.getPublicPost, { params: { slug: 'no-such-story' }, allowed: 404 }),
  declared(site.subscribeToNewsletter, { payload: { email: 'reader@example.org' } }),
  declared(site.sendContactMessage, {
    payload: { kind: 'contact', name: 'A Visitor', email: 'visitor@example.org', message: 'Hello, a question about StepUp.' },
  }),
  declared(site.recordPledge, { payload: { name: 'A Donor', email: 'donor@example.org', amount: 25, frequency: 'once' } }),
  // Without Stripe keys: refused as online payment is not set up.
  declared(site.startCheckout, { payload: { amount: 25, frequency: 'once' }, allowed: 409 }),
  // Without a Paystack key: refused as mobile money is not set up; a payment's status is anyone's who holds its
  // reference (random; no name or address in the answer), so an unknown one is 404 for every caller alike.
  declared(site.startMobileMoney, { payload: { amount: 25, email: 'donor@example.org' }, allowed: 409 }),
  declared(site.getMobileMoneyPayment, { params: { reference: `mm_${'0'.repeat(32)}` }, allowed: 404 }),
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('endpoint access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    await service.addUser('someone-else', 'applicant', { displayName: 'Someone Else' });
    for (const role of ROLES) await service.addUser(uidOf(role), role);
  });

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await service.user('someone-else');
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(caller),
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(endpoint.payload ? { payload: endpoint.payload } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await service.user('someone-else')).toEqual(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
  });

  it('answers a malformed or expired token with 401 and a plain message', async () => {
    for (const authorization of ['Bearer not-a-token', 'Basic abc', 'Bearer a.b.c']) {
      const response = await service.request({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toMatch(/sign/i);
    }
  });

  it('serves its OpenAPI description and health to anyone', async () => {
    const openapi = await service.request({ method: 'GET', url: '/api/openapi.json' });
    expect(openapi.statusCode).toBe(200);
    expect(Object.keys(openapi.json().paths)).toEqual(
      expect.arrayContaining(['/users/me', '/users', '/users/{uid}', '/users/{uid}/role', '/audit-logs']),
    );
    // Every path described is a route that exists, with the same methods.
    for (const [path, operations] of Object.entries(openapi.json().paths as Record<string, object>)) {
      for (const method of Object.keys(operations)) {
        expect(
          service.app.hasRoute({ method: method.toUpperCase() as 'GET', url: `/api${path.replace(/\{(\w+)\}/g, ':$1')}` }),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    for (const path of [
      '/public/home',
      '/public/posts/{slug}',
      '/public/newsletter',
      '/stripe/webhook',
      '/paystack/webhook',
      '/outbox',
      '/pledges.csv',
    ])
      expect(openapi.json().paths).toHaveProperty([path]);
    expect((await service.request({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    expect(openapi.json().paths).toHaveProperty(['/ready']);
    expect((await service.request({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    // Stopping: the balancer is told to send nothing new, while the instance still answers what it has.
    service.app.draining = true;
    try {
      const draining = await service.request({ method: 'GET', url: '/api/ready' });
      expect([draining.statusCode, draining.json()]).toEqual([503, { status: 'draining' }]);
    } finally {
      service.app.draining = false;
    }
  });

  it('answers unknown endpoints with a 404 in the same error shape', async () => {
    const response = await service.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});

/** What a caller without a profile gets where the service looks for theirs first. */
function noProfile(status: number) {
  return (caller: Caller) => (caller === 'no-profile' ? status : undefined);
}

/**
 * A row for a declared operation of the people area: the status its access rule gives, except where `unlike` names
 * another (a rule about the record itself); `which` tells apart rows of one operation. (A function declaration, so
 * the table above may use it.)
 */
function peopleRow(
  operation: Parameters<typeof operationCase>[0],
  {
    which,
    url = () => `/api${operation.path}`,
    payload,
    unlike = () => undefined,
  }: { which?: string; url?: (caller: Caller) => string; payload?: object; unlike?: (caller: Caller) => number | undefined } = {},
): (typeof EXPECTED)[number] {
  const { name, method, status } = operationCase(operation);
  return {
    name: which ? `${name}, ${which}` : name,
    method,
    url,
    ...(payload ? { payload } : {}),
    status: (caller) => unlike(caller) ?? status(caller),
  };
}
