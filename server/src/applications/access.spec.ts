// Every programmes, applications and notices endpoint against every kind of caller: anonymous, signed in without a
// profile, and each of the six roles, on their own record and on someone else's. Refusals must change nothing.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { operationPath, type Operation } from '@sla/contract/operations';
import * as applications from '@sla/contract/operations/applications';
import { noticeOperations } from '@sla/contract/operations/people';
import { hasPermission, ROLES, type Permission, type Role } from '@sla/permissions';
import { applicationFiles, notices } from '../db/schema.js';
import { operationPaths } from '../http/operationsDocument.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { addProgram, daysFrom } from '../testing/fixtures.js';
import { expectedStatus, operationCase } from '../testing/operationAccess.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { addApplication, addOpenProgram, FORM, PDF, RUBRIC, snapshot, TYPED_ANSWERS } from './testing.js';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const NOW = new Date('2026-03-02T09:00:00.000Z');

/**
 * Most rows hold the service to the declarations' access rules (@sla/contract/operations/applications); what is written here
 * is what no declaration says, from the permission table of docs/requirements.md#permissions, not from the code.
 */
const holds = (caller: Caller, permission: Permission) =>
  caller !== 'anonymous' && caller !== 'no-profile' && hasPermission(caller, permission);
const staffReader = (c: Caller) => holds(c, 'manage_program_settings') || holds(c, 'view_applications');
const signedIn = (status: (c: Caller) => number) => (c: Caller) => (c === 'anonymous' ? 401 : status(c));
/** Someone else's application answers as if it did not exist, for everyone. */
const elses = signedIn(() => 404);

const settings = (slug: string, name: string) => ({
  slug,
  name,
  summary: 'A programme.',
  description: '',
  whoFor: '',
  howToApply: '',
  status: 'active',
  opensAt: daysFrom(NOW, -14).toISOString(),
  closesAt: daysFrom(NOW, 42).toISOString(),
  timeZone: 'Africa/Nairobi',
  capacity: null,
  form: FORM,
  rubric: RUBRIC,
});

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (caller: Caller) => string;
  payload?: (caller: Caller) => object;
  upload?: boolean;
  status: (caller: Caller) => number;
}

const mine = (caller: Caller) => `/api/applications/app-${caller}`;
const ELSE = '/api/applications/app-else';
const ownApp = (caller: Caller) => ({ id: `app-${caller}` });
const elsewhere = () => ({ id: 'app-else' });

/**
 * A row for a declared operation: its method, its address for this caller, and the status its access rule gives (or
 * `status`, where a rule about the record or the query decides: someone else's application is 404 for everyone).
 */
function declared(
  operation: Operation,
  {
    params = () => ({}),
    query = '',
    payload,
    upload,
    allowed,
    status,
    whose,
  }: {
    params?: (caller: Caller) => Record<string, string>;
    query?: string;
    payload?: (caller: Caller) => object;
    upload?: boolean;
    allowed?: number;
    status?: (caller: Caller) => number;
    /** Told apart from the row for the caller's own record. */
    whose?: string;
  } = {},
): Endpoint {
  const row = operationCase(operation, allowed);
  return {
    ...row,
    name: whose ? `${row.name}, ${whose}` : row.name,
    url: (caller) => `/api${operationPath(operation.path, params(caller))}${query}`,
    ...(payload ? { payload } : {}),
    ...(upload ? { upload } : {}),
    ...(status ? { status } : {}),
  };
}

const ENDPOINTS: Endpoint[] = [
  // Every programme is for staff; status=active opens the list to applicants too: a rule of the query, the service's.
  declared(applications.listPrograms, { status: signedIn((c) => (staffReader(c) ? 200 : 403)), whose: 'every status' }),
  declared(applications.listPrograms, { query: '?status=active' }),
  declared(applications.getProgram, { params: () => ({ id: 'prog-open' }) }),
  declared(applications.getProgramBySlug, { params: () => ({ slug: 'open-programme' }) }),
  // A draft programme is unknown to applicants.
  {
    ...declared(applications.getProgram, { params: () => ({ id: 'prog-draft' }), whose: 'a draft' }),
    status: (c) => expectedStatus(applications.getProgram, c, staffReader(c) ? 200 : 404),
  },
  declared(applications.createProgram, { payload: () => settings('brand-new', 'Brand new') }),
  declared(applications.updateProgram, {
    params: () => ({ id: 'prog-open' }),
    payload: () => settings('open-programme', 'Renamed'),
  }),
  declared(applications.deleteProgram, { params: () => ({ id: 'prog-draft' }) }),
  declared(applications.deleteProgram, { params: () => ({ id: 'prog-open' }), allowed: 409, whose: 'with applications' }),
  declared(applications.listMyApplications),
  declared(applications.startApplication, { payload: () => ({ programId: 'prog-fresh' }) }),
  declared(applications.getMyApplication, { params: ownApp }),
  declared(applications.getMyApplication, { params: elsewhere, status: elses, whose: "someone else's" }),
  declared(applications.saveAnswers, { params: ownApp, payload: () => ({ answers: { nickname: 'Ami' } }) }),
  declared(applications.saveAnswers, {
    params: elsewhere,
    payload: () => ({ answers: { nickname: 'Hijack' } }),
    status: elses,
    whose: "someone else's",
  }),
  declared(applications.uploadApplicationFile, { params: ownApp, query: '?questionId=cv', upload: true }),
  declared(applications.uploadApplicationFile, {
    params: elsewhere,
    query: '?questionId=cv',
    upload: true,
    status: elses,
    whose: "someone else's",
  }),
  declared(applications.downloadApplicationFile, { params: (c) => ({ ...ownApp(c), fileId: `file-${c}` }) }),
  declared(applications.downloadApplicationFile, {
    params: () => ({ ...elsewhere(), fileId: 'file-else' }),
    status: elses,
    whose: "someone else's",
  }),
  declared(applications.removeApplicationFile, { params: (c) => ({ ...ownApp(c), fileId: `file-${c}` }) }),
  declared(applications.removeApplicationFile, {
    params: () => ({ ...elsewhere(), fileId: 'file-else' }),
    status: elses,
    whose: "someone else's",
  }),
  declared(applications.submitApplication, { params: ownApp }),
  declared(applications.submitApplication, { params: elsewhere, status: elses, whose: "someone else's" }),
  declared(applications.withdrawApplication, { params: ownApp, payload: () => ({}) }),
  declared(applications.withdrawApplication, {
    params: elsewhere,
    payload: () => ({}),
    status: elses,
    whose: "someone else's",
  }),
  { name: 'list own notices', method: 'GET', url: () => '/api/notices', status: signedIn(() => 200) },
  { name: 'mark own notice read', method: 'POST', url: (c) => `/api/notices/notice-${c}/read`, status: signedIn(() => 204) },
  {
    name: "mark someone else's notice read",
    method: 'POST',
    url: () => '/api/notices/notice-else/read',
    status: signedIn(() => 404),
  },
];

const cases = ENDPOINTS.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('applications, programmes and notices access', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
  });
  afterAll(() => service?.close());

  /** Someone else's complete draft with a file and a notice; the caller's own the same; programmes to read and start. */
  async function seed(caller: Caller) {
    await service.reset();
    service.setClock(NOW);
    await service.addUser('someone-else', 'applicant');
    if (caller !== 'anonymous' && caller !== 'no-profile') await service.addUser(uidOf(caller), caller);
    await addOpenProgram(service, NOW, { id: 'prog-open', slug: 'open-programme', name: 'Open programme' });
    await addOpenProgram(service, NOW, { id: 'prog-fresh', slug: 'fresh-programme', name: 'Fresh programme' });
    await addProgram(service, { id: 'prog-draft', slug: 'draft-programme', status: 'draft' });
    const owners: [string, string][] = [['else', 'someone-else']];
    if (caller !== 'anonymous') owners.push([caller, uidOf(caller)]);
    for (const [key, userId] of owners) {
      await addApplication(service, {
        id: `app-${key}`,
        userId,
        programId: 'prog-open',
        answers: { ...TYPED_ANSWERS, cv: `file-${key}` },
      });
      await service.database.db.insert(applicationFiles).values({
        id: `file-${key}`,
        applicationId: `app-${key}`,
        questionId: 'cv',
        name: 'cv.pdf',
        type: 'application/pdf',
        size: PDF.length,
        content: PDF,
        uploadedBy: userId,
        uploadedAt: NOW,
      });
      await service.database.db.insert(notices).values({ id: `notice-${key}`, userId, text: 'News', createdAt: NOW });
    }
  }

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    await seed(caller);
    const before = await snapshot(service);
    const audited = () =>
      service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false`);
    const headers: Record<string, string> = caller === 'anonymous' ? {} : { ...service.as(uidOf(caller)) };
    if (endpoint.upload) Object.assign(headers, { 'content-type': 'application/pdf', 'x-file-name': 'new-cv.pdf' });
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(caller),
      headers,
      ...(endpoint.upload ? { payload: PDF } : endpoint.payload ? { payload: endpoint.payload(caller) } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await snapshot(service)).toEqual(before);
    }
    // The snapshot does see changes: every allowed change shows in it.
    else if (endpoint.method !== 'GET') expect(await snapshot(service)).not.toEqual(before);
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403) expect(await audited()).toBeGreaterThan(0);
  });

  it("audits each refusal of a missing permission once: 403 on one's own application, 404 on someone else's", async () => {
    const refusals = () =>
      service.rows(
        sql`SELECT user_id AS "userId", permission, context FROM audit_logs WHERE type = 'permission_check' AND granted = false ORDER BY id`,
      );
    const read = (caller: Caller, url: string) => service.request({ method: 'GET', url, headers: service.as(uidOf(caller)) });
    await seed('content_editor');
    const own = await read('content_editor', mine('content_editor'));
    expect([own.statusCode, own.json().error.message]).toEqual([403, 'You do not have permission to do this.']);
    const elsewhere = await read('content_editor', ELSE);
    expect([elsewhere.statusCode, elsewhere.json().error.message]).toEqual([404, 'No such application.']);
    const entry = (applicationId: string) => ({
      userId: uidOf('content_editor'),
      permission: 'view_own_applications',
      context: { source: 'server', action: 'get_own_application', applicationId },
    });
    expect(await refusals()).toEqual([entry('app-content_editor'), entry('app-else')]);

    // Holding the permission, someone else's application is only not found: no permission was missing.
    await seed('applicant');
    expect((await read('applicant', ELSE)).statusCode).toBe(404);
    expect(await refusals()).toEqual([]);
  });

  it('describes every endpoint here in the OpenAPI document, each one a route that exists', async () => {
    const described = (await service.request({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<
      string,
      Record<string, object>
    >;
    // The declared operations as their declarations describe them (the notices are the people area's).
    const mineDescribed = Object.entries(operationPaths([...applications.applicationOperations, ...noticeOperations]));
    expect(mineDescribed.length).toBeGreaterThan(10);
    for (const [path, operations] of mineDescribed) {
      for (const [method, operation] of Object.entries(operations))
        expect(described[path]?.[method], `${method} ${path}`).toEqual(JSON.parse(JSON.stringify(operation)));
      for (const method of Object.keys(operations)) {
        expect(
          service.app.hasRoute({ method: method.toUpperCase() as 'GET', url: `/api${path.replace(/\{(\w+)\}/g, ':$1')}` }),
          `${method} ${path}`,
        ).toBe(true);
      }
    }
    // And every endpoint the table above exercises is described.
    for (const endpoint of ENDPOINTS) {
      const path = endpoint
        .url('applicant')
        .replace(/^\/api/, '')
        .split('?')[0]!;
      const template = Object.keys(described).find((candidate) =>
        new RegExp(`^${candidate.replace(/\{\w+\}/g, '[^/]+')}$`).test(path),
      );
      expect(template, path).toBeDefined();
      expect(described[template!], `${endpoint.method} ${path}`).toHaveProperty(endpoint.method.toLowerCase());
    }
  });
});
