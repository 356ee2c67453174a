// Every /review endpoint against every kind of caller: anonymous, signed in without a profile, and
// each of the six roles. Refusals change nothing and are audited.
import { beforeEach, expect, it } from 'vitest';
import { operationPath, type Operation, type HttpMethod } from '@sla/contract/operations';
import * as review from '@sla/contract/operations/applications';
import { ROLES } from '@sla/permissions';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationCase, type Caller } from '../testing/operationAccess.js';
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

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;

interface Fixture {
  appId: string;
  fileId: string;
  acceptedId: string;
}

/** A row for a declared operation: its address for the fixture, and the status its access rule gives each caller. */
function declared(
  operation: Operation,
  { params, payload }: { params?: (f: Fixture) => Record<string, string>; payload?: (f: Fixture) => object } = {},
) {
  return {
    ...operationCase(operation),
    url: (f: Fixture) => `/api${operationPath(operation.path, params?.(f))}`,
    ...(payload ? { payload } : {}),
  };
}
const onApplication = (f: Fixture) => ({ id: f.appId });

// Rows from the declarations (@sla/contract/operations/applications): view, review and manage_applications are staff's and
// admins'; export_applications and manage_roles only admins'.
const ENDPOINTS: {
  name: string;
  method: HttpMethod;
  url: (f: Fixture) => string;
  payload?: (f: Fixture) => object;
  status: (c: Caller) => number;
}[] = [
  declared(review.listReviewQueue),
  declared(review.exportReviewQueue),
  declared(review.listReviewers),
  declared(review.getReviewApplication, { params: onApplication }),
  declared(review.downloadReviewFile, { params: (f) => ({ id: f.appId, fileId: f.fileId }) }),
  declared(review.assignReviewers, { params: onApplication, payload: () => ({ reviewerUids: ['new-staff'] }) }),
  declared(review.unassignReviewer, { params: (f) => ({ id: f.appId, uid: 'spare-staff' }) }),
  declared(review.declareConflict, { params: onApplication, payload: () => ({ reason: 'My cousin.' }) }),
  declared(review.submitReview, { params: onApplication, payload: () => GOOD_REVIEW }),
  declared(review.decideApplication, {
    params: onApplication,
    payload: () => ({ decision: 'waitlisted', releaseAt: '2099-01-01T09:00:00Z' }),
  }),
  declared(review.decideApplications, {
    payload: (f) => ({ decision: 'rejected', releaseAt: '2099-01-01T09:00:00Z', applicationIds: [f.appId] }),
  }),
  declared(review.assignStudentRole, { params: (f) => ({ id: f.acceptedId }) }),
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
    const expected = endpoint.status(caller);
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
