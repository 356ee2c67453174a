// Every /review endpoint against every kind of caller: anonymous, signed in without a profile, and
// each of the six roles. Refusals change nothing and are audited.
import { beforeEach, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import { describeOnOneBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';
import {
  addApplication,
  addFile,
  addReviewProgram,
  assign,
  GOOD_REVIEW,
  permissionChecks,
  reviewSnapshot,
} from './testing/reviewFixtures.js';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

interface Fixture {
  appId: string;
  fileId: string;
  acceptedId: string;
}

/** Who holds a permission, from docs/requirements.md#permissions: admin everything; staff all of review but export and roles. */
const holders =
  (...roles: Role[]) =>
  (caller: Caller) =>
    (roles as Caller[]).includes(caller);
const staffAndAdmin = holders('admin', 'staff');
const adminOnly = holders('admin');

const ENDPOINTS: {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (f: Fixture) => string;
  payload?: (f: Fixture) => object;
  allowed: (c: Caller) => boolean;
  ok: number;
}[] = [
  { name: 'queue', method: 'GET', url: () => '/api/review/queue', allowed: staffAndAdmin, ok: 200 },
  { name: 'queue as CSV', method: 'GET', url: () => '/api/review/queue.csv', allowed: adminOnly, ok: 200 },
  { name: 'reviewers', method: 'GET', url: () => '/api/review/reviewers', allowed: staffAndAdmin, ok: 200 },
  {
    name: 'read an application',
    method: 'GET',
    url: (f) => `/api/review/applications/${f.appId}`,
    allowed: staffAndAdmin,
    ok: 200,
  },
  {
    name: 'download a file',
    method: 'GET',
    url: (f) => `/api/review/applications/${f.appId}/files/${f.fileId}`,
    allowed: staffAndAdmin,
    ok: 200,
  },
  {
    name: 'assign a reviewer',
    method: 'POST',
    url: (f) => `/api/review/applications/${f.appId}/reviewers`,
    payload: () => ({ reviewerUids: ['new-staff'] }),
    allowed: staffAndAdmin,
    ok: 200,
  },
  {
    name: 'remove a reviewer',
    method: 'DELETE',
    url: (f) => `/api/review/applications/${f.appId}/reviewers/spare-staff`,
    allowed: staffAndAdmin,
    ok: 200,
  },
  {
    name: 'declare a conflict',
    method: 'POST',
    url: (f) => `/api/review/applications/${f.appId}/conflict`,
    payload: () => ({ reason: 'My cousin.' }),
    allowed: staffAndAdmin,
    ok: 204,
  },
  {
    name: 'submit a review',
    method: 'PUT',
    url: (f) => `/api/review/applications/${f.appId}/review`,
    payload: () => GOOD_REVIEW,
    allowed: staffAndAdmin,
    ok: 200,
  },
  {
    name: 'decide',
    method: 'POST',
    url: (f) => `/api/review/applications/${f.appId}/decision`,
    payload: () => ({ decision: 'waitlisted', releaseAt: '2099-01-01T09:00:00Z' }),
    allowed: staffAndAdmin,
    ok: 200,
  },
  {
    name: 'decide many',
    method: 'POST',
    url: () => '/api/review/decisions',
    payload: (f) => ({ decision: 'rejected', releaseAt: '2099-01-01T09:00:00Z', applicationIds: [f.appId] }),
    allowed: staffAndAdmin,
    ok: 200,
  },
  {
    name: 'assign the student role',
    method: 'POST',
    url: (f) => `/api/review/applications/${f.acceptedId}/student-role`,
    allowed: adminOnly,
    ok: 200,
  },
];

const cases = ENDPOINTS.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('review endpoint access', (backend) => {
  let fixture: Fixture;
  const service = useTestService(backend);
  beforeEach(async () => {
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    await service.addUser('owner', 'applicant');
    await service.addUser('accepted-owner', 'applicant');
    await service.addUser('new-staff', 'staff');
    await service.addUser('spare-staff', 'staff');
    await service.addUser('other-admin', 'admin');
    const program = await addReviewProgram(service, 'stepup');
    const application = await addApplication(service, { userId: 'owner', programId: program.id, status: 'under_review' });
    for (const reviewer of ['caller-admin', 'caller-staff', 'spare-staff']) await assign(service, application.id, reviewer);
    const released = new Date(Date.UTC(2026, 0, 10));
    const accepted = await addApplication(service, {
      userId: 'accepted-owner',
      programId: program.id,
      status: 'decided',
      decision: 'accepted',
      decidedBy: 'caller-staff',
      decidedAt: released,
      decisionReleaseAt: released,
      releasedAt: released,
      studentRole: 'refused',
      studentRoleMessage: 'Insufficient permissions to assign this role',
    });
    fixture = { appId: application.id, fileId: await addFile(service, application.id), acceptedId: accepted.id };
  });

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await reviewSnapshot(service);
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(fixture),
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(endpoint.payload ? { payload: endpoint.payload(fixture) } : {}),
    });
    const expected = caller === 'anonymous' ? 401 : endpoint.allowed(caller) ? endpoint.ok : 403;
    expect(response.statusCode, response.body).toBe(expected);
    if (expected < 400) return;
    expect(response.json().error.message).toBe(
      expected === 401 ? 'No authenticated user' : 'You do not have permission to do this.',
    );
    expect(await reviewSnapshot(service)).toBe(before);
    if (caller !== 'anonymous') expect(await permissionChecks(service, uidOf(caller))).toBe(1);
  });

  it('describes every review endpoint in the OpenAPI document', async () => {
    const paths = Object.keys((await service.request({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/review/queue',
        '/review/queue.csv',
        '/review/reviewers',
        '/review/decisions',
        '/review/applications/{id}',
        '/review/applications/{id}/files/{fileId}',
        '/review/applications/{id}/reviewers',
        '/review/applications/{id}/reviewers/{uid}',
        '/review/applications/{id}/conflict',
        '/review/applications/{id}/review',
        '/review/applications/{id}/decision',
        '/review/applications/{id}/student-role',
      ]),
    );
  });
});
