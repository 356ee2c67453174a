// Copying an earlier cohort (routes/delivery.ts, issue 31) against every kind of caller: anonymous, signed in without a
// profile, and each of the six roles. Those the declaration lets in copy; a refusal changes nothing and, for someone
// signed in, is audited.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import * as learning from '@sla/contract/operations/learning';
import { ROLES } from '@sla/permissions';
import { deliverySnapshot } from '../learning/cohorts/cohortFixtures.js';
import { addAssignment, addCohort, addModule } from '../learning/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { addProgram } from '../testing/fixtures.js';
import { operationRow, type Caller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const NOW = new Date(Date.UTC(2027, 6, 1, 9, 0));

describeOnOneBackend('copying an earlier cohort: access', (backend) => {
  const service = useTestService(backend);
  let row: ReturnType<typeof operationRow<{ sourceCohortId: string }>>;

  beforeEach(async () => {
    service.setClock(NOW);
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    const program = await addProgram(service, { slug: 'stepup' });
    const earlier = await addCohort(service, { programId: program.id, startsOn: '2026-09-01', endsOn: '2027-06-30' });
    const next = await addCohort(service, { programId: program.id, startsOn: '2027-09-06', endsOn: '2028-06-30' });
    const module = await addModule(service, earlier.id, { opensAt: new Date('2026-09-01T06:00:00.000Z') });
    await addAssignment(service, earlier.id, { moduleId: module.id, dueAt: new Date('2026-10-01T20:59:00.000Z') });
    row = operationRow(learning.copyCohortContent, {
      params: { id: next.id },
      payload: () => ({ sourceCohortId: earlier.id }),
    });
  });

  const copied = () => service.count(sql`SELECT count(*) AS n FROM modules`);
  const refusalsAudited = (uid: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false AND user_id = ${uid}`,
    );

  it.each(CALLERS)('copyCohortContent as %s', async (caller) => {
    const before = await deliverySnapshot(service);
    const response = await service.request({
      method: row.method,
      url: row.url,
      headers: caller === 'anonymous' ? {} : service.as(uidOf(caller)),
      payload: row.payload!(caller),
    });
    const expected = row.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected === 201) {
      expect(response.json()).toMatchObject({ modules: 1, assignments: 1 });
      expect(await copied()).toBe(2);
      return;
    }
    expect(response.json().error.message).toEqual(expect.any(String));
    expect(await deliverySnapshot(service)).toBe(before);
    expect(await copied()).toBe(1);
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403) expect(await refusalsAudited(uidOf(caller))).toBe(1);
  });

  it('lets in exactly the roles with edit_programs', () => {
    expect(CALLERS.filter((caller) => row.status(caller) === 201)).toEqual(['admin', 'staff']);
  });
});
