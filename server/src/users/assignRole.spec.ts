import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import {
  SPEC_MAY_ASSIGN,
  SPEC_OUT_OF_REACH,
  SPEC_ROLE_MESSAGES,
  SPEC_TARGET_HOLDS_MORE,
  SPEC_TRANSITIONS,
} from '@sla/permissions/spec-fixtures';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { LAST_ADMIN_MESSAGE } from './assignRole.js';

const [NOT_SIGNED_IN, ACTING_MISSING, NOT_ALLOWED, TARGET_MISSING, INVALID] = SPEC_ROLE_MESSAGES;

/**
 * The verdict docs/requirements.md#role-assignment gives one combination, from the hand-written tables, with the rule
 * added since: nobody changes the role of someone holding powers they lack.
 */
function expected(acting: Role, from: Role, to: Role): { status: number; message?: string } {
  if (!SPEC_MAY_ASSIGN[acting].includes(to)) return { status: 403, message: NOT_ALLOWED };
  if (SPEC_OUT_OF_REACH[acting].includes(from)) return { status: 403, message: SPEC_TARGET_HOLDS_MORE };
  if (from !== to && !SPEC_TRANSITIONS[from].includes(to)) return { status: 409, message: INVALID };
  return { status: 200 };
}

const combos = ROLES.flatMap((acting) => ROLES.flatMap((from) => ROLES.map((to) => [acting, from, to] as const)));
const roleChanges = (uid: string) => sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'role_change' AND user_id = ${uid}`;

describeOnEachBackend('role assignment', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    // A standing admin, so the last-admin rule never decides a matrix case.
    await service.addUser('keeper-admin', 'admin');
  });
  afterAll(() => service?.close());

  const assign = (actingUid: string | null, targetUid: string, payload: unknown) =>
    service.request({
      method: 'POST',
      url: `/api/users/${targetUid}/role`,
      headers: actingUid ? service.as(actingUid) : {},
      payload: payload as object,
    });

  it.each(combos)(
    '%s assigning %s -> %s gives the required answer, and one audit row only on success',
    async (acting, from, to) => {
      const actingUid = `acting-${acting}-${from}-${to}`;
      const targetUid = `target-${acting}-${from}-${to}`;
      await service.addUser(actingUid, acting);
      await service.addUser(targetUid, from);
      const response = await assign(actingUid, targetUid, { role: to, reason: 'Matrix' });
      const want = expected(acting, from, to);
      expect(response.statusCode).toBe(want.status);
      const target = await service.user(targetUid);
      const audits = await service.count(roleChanges(targetUid));
      if (want.status === 200) {
        expect(response.json()).toMatchObject({ uid: targetUid, role: to });
        expect(target!.role).toBe(to);
        expect(audits).toBe(1);
      } else {
        expect(response.json().error.message).toBe(want.message);
        expect(target!.role).toBe(from);
        expect(audits).toBe(0);
      }
    },
  );

  it('refuses a caller who is not signed in', async () => {
    await service.addUser('anon-target', 'applicant');
    const response = await assign(null, 'anon-target', { role: 'student' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(NOT_SIGNED_IN);
    expect((await service.user('anon-target'))!.role).toBe('applicant');
  });

  it('refuses a signed-in caller without a profile', async () => {
    await service.addUser('orphan-target', 'applicant');
    const response = await assign('no-profile-caller', 'orphan-target', { role: 'student' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(ACTING_MISSING);
  });

  it('refuses a target without a profile', async () => {
    await service.addUser('admin-for-missing', 'admin');
    const response = await assign('admin-for-missing', 'nobody-here', { role: 'student' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(TARGET_MISSING);
    expect(await service.count(roleChanges('nobody-here'))).toBe(0);
  });

  it('stores the reason, or "Role change" when none is given, with the fields of a role_change entry', async () => {
    await service.addUser('admin-reasons', 'admin');
    await service.addUser('reason-target', 'applicant');
    await assign('admin-reasons', 'reason-target', { role: 'student' });
    await assign('admin-reasons', 'reason-target', { role: 'alumni', reason: '  Graduated 2026  ' });
    const list = await service.request({
      method: 'GET',
      url: '/api/audit-logs?userId=reason-target',
      headers: service.as('admin-reasons'),
    });
    const [newest, oldest] = list.json().items;
    expect(oldest).toMatchObject({
      type: 'role_change',
      userId: 'reason-target',
      previousRole: 'applicant',
      newRole: 'student',
      changedBy: 'admin-reasons',
      reason: 'Role change',
      ipAddress: '',
      userAgent: '',
    });
    expect(newest).toMatchObject({ previousRole: 'student', newRole: 'alumni', reason: 'Graduated 2026' });
    expect(Date.parse(newest.timestamp)).toBeGreaterThanOrEqual(Date.parse(oldest.timestamp));
  });

  it('never lets the last admin lose the admin role', async () => {
    await service.reset();
    await service.addUser('only-admin', 'admin');
    const response = await assign('only-admin', 'only-admin', { role: 'staff' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await service.user('only-admin'))!.role).toBe('admin');
    await service.addUser('second-admin', 'admin');
    expect((await assign('only-admin', 'only-admin', { role: 'staff' })).statusCode).toBe(200);
    expect((await assign('second-admin', 'second-admin', { role: 'staff' })).json().error.message).toBe(LAST_ADMIN_MESSAGE);
  });

  it('lets two admins demote each other at once only while one admin remains', async () => {
    // Several rounds, each side first in turn: locking one row and then the other deadlocked now and then.
    for (let round = 0; round < 4; round++) {
      await service.reset();
      await service.addUser('twin-a', 'admin');
      await service.addUser('twin-b', 'admin');
      const calls = [() => assign('twin-a', 'twin-b', { role: 'staff' }), () => assign('twin-b', 'twin-a', { role: 'staff' })];
      const answers = await Promise.all((round % 2 ? calls.reverse() : calls).map((call) => call()));
      // The second to take the locks finds itself staff by then, and staff may not move an admin.
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([200, 403]);
      expect(await service.count(sql`SELECT count(*) AS n FROM users WHERE role = 'admin'`)).toBe(1);
    }
  });

  it('gives a role to a profile that has none', async () => {
    await service.addUser('fixer-admin', 'admin');
    await service.addUser('roleless', null);
    const response = await assign('fixer-admin', 'roleless', { role: 'applicant' });
    expect(response.statusCode).toBe(200);
    expect(await service.count(roleChanges('roleless'))).toBe(1);
  });

  it('answers bad input with 400 and a message per field, changing nothing', async () => {
    await service.addUser('admin-bad-input', 'admin');
    await service.addUser('bad-input-target', 'applicant');
    const response = await assign('admin-bad-input', 'bad-input-target', { role: 'overlord', reason: 'x'.repeat(501) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      role: 'Choose one of the roles.',
      reason: 'Keep the reason to 500 characters or fewer.',
    });
    expect((await service.user('bad-input-target'))!.role).toBe('applicant');
  });

  it('keeps the role unchanged when the audit entry cannot be written (one transaction)', async () => {
    await service.addUser('admin-atomic', 'admin');
    await service.addUser('atomic-target', 'applicant');
    await service.database.db.execute(
      sql`ALTER TABLE audit_logs ADD CONSTRAINT no_audit_now CHECK (reason IS DISTINCT FROM 'break the audit')`,
    );
    try {
      const response = await assign('admin-atomic', 'atomic-target', { role: 'student', reason: 'break the audit' });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.message).toMatch(/server had a problem/);
      expect((await service.user('atomic-target'))!.role).toBe('applicant');
    } finally {
      await service.database.db.execute(sql`ALTER TABLE audit_logs DROP CONSTRAINT no_audit_now`);
    }
  });

  it('writes a permission_check entry when the acting role may not assign the target role', async () => {
    await service.addUser('student-tries', 'student');
    await service.addUser('victim', 'applicant');
    await assign('student-tries', 'victim', { role: 'admin' });
    expect(
      await service.count(
        sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND user_id = 'student-tries' AND granted = false`,
      ),
    ).toBe(1);
  });
});
