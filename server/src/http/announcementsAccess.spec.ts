// Every announcement endpoint of routes/announcements.ts against every kind of caller: anonymous, signed in without a
// profile, and each of the six roles; for the student, their own cohort's announcement and another cohort's. Refusals
// must change nothing, and a signed-in caller's refusal is audited.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { operationPath, type HttpMethod, type Operation } from '@sla/contract/operations';
import * as learning from '@sla/contract/operations/learning';
import { ROLES } from '@sla/permissions';
import { addAnnouncement, addCohort, addMember } from '../learning/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { addProgram } from '../testing/fixtures.js';
import { operationCase, type Caller } from '../testing/operationAccess.js';
import type { TestService } from '../testing/testService.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const NOW = new Date(Date.UTC(2026, 2, 10, 9, 0));
const INPUT = { title: 'Welcome', body: 'We start on **Monday**.' };

interface Ids {
  cohort: string;
  announcement: string;
  otherAnnouncement: string;
}

function declared(
  operation: Operation,
  { params, payload, allowed }: { params?: (ids: Ids) => Record<string, string>; payload?: () => object; allowed?: number } = {},
) {
  return {
    ...operationCase(operation, allowed),
    url: (ids: Ids) => `/api${operationPath(operation.path, params?.(ids))}`,
    ...(payload ? { payload } : {}),
  };
}

const EXPECTED: {
  name: string;
  method: HttpMethod;
  url: (ids: Ids) => string;
  payload?: () => object;
  status: (caller: Caller) => number;
}[] = [
  declared(learning.listCohortAnnouncements, { params: (ids) => ({ id: ids.cohort }) }),
  declared(learning.createAnnouncement, { params: (ids) => ({ id: ids.cohort }), payload: () => ({ ...INPUT, email: true }) }),
  declared(learning.updateAnnouncement, { params: (ids) => ({ id: ids.announcement }), payload: () => INPUT }),
  declared(learning.deleteAnnouncement, { params: (ids) => ({ id: ids.announcement }) }),
  declared(learning.listStudentAnnouncements),
  declared(learning.markAnnouncementRead, { params: (ids) => ({ id: ids.announcement }) }),
  {
    ...declared(learning.markAnnouncementRead, { params: (ids) => ({ id: ids.otherAnnouncement }), allowed: 404 }),
    name: "mark another cohort's announcement read",
  },
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

/** The announcement tables and the outbox as text, to show that a refusal changed nothing. */
async function snapshot(service: TestService): Promise<string> {
  return JSON.stringify([
    await service.rows(sql`SELECT * FROM announcements ORDER BY id`),
    await service.rows(sql`SELECT * FROM announcement_reads ORDER BY announcement_id, uid`),
    await service.rows(sql`SELECT id, announcement_count FROM cohorts ORDER BY id`),
    await service.rows(sql`SELECT cohort_id, uid, announcements_read FROM cohort_members ORDER BY cohort_id, uid`),
    await service.rows(sql`SELECT to_address, subject FROM outbox ORDER BY id`),
  ]);
}

describeOnOneBackend('announcement access: staff’s cohort announcements, the student’s feed', (backend) => {
  const service = useTestService(backend);
  let ids: Ids;

  beforeEach(async () => {
    service.setClock(NOW);
    for (const role of ROLES) await service.addUser(uidOf(role), role, { email: `${role}@example.org` });
    const program = await addProgram(service, { slug: 'stepup' });
    const cohort = await addCohort(service, { programId: program.id });
    const other = await addCohort(service, { programId: program.id, name: 'Other cohort' });
    await addMember(service, cohort.id, uidOf('student'));
    await addMember(service, other.id, 'other-student');
    ids = {
      cohort: cohort.id,
      announcement: (await addAnnouncement(service, cohort.id, uidOf('staff'))).id,
      otherAnnouncement: (await addAnnouncement(service, other.id, uidOf('staff'))).id,
    };
  });

  const refusalsAudited = (uid: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false AND user_id = ${uid}`,
    );

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await snapshot(service);
    const payload = endpoint.payload?.();
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(ids),
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      ...(payload ? { payload } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await snapshot(service)).toBe(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403) expect(await refusalsAudited(uidOf(caller))).toBe(1);
    if (expected === 404) expect(response.json().error.message).toBe('No such announcement.');
  });
});
