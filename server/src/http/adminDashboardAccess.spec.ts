// GET /admin/dashboard against every kind of caller: view_all_users (staff and admins) get the figures, staff the same
// figures as admins; anyone else signed in gets a 403 written to the audit log; signed out, a 401.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { getDashboardFigures } from '@sla/contract/operations/people';
import { ROLES, type Role } from '@sla/permissions';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { operationRow } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
// The row from its declaration (@sla/contract/operations/people), so the service is held to it.
const EXPECTED: AccessEndpoint<Caller>[] = [operationRow(getDashboardFigures)];

describeOnOneBackend('admin dashboard access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    const now = new Date(Date.UTC(2026, 10, 25, 12));
    service.setClock(now);
    for (const caller of CALLERS)
      if (caller !== 'anonymous') await service.addUser(uidOf(caller), caller, { createdAt: now, updatedAt: now });
  });

  /** A read changes nothing; a refusal must not either (beyond its one audit entry, counted apart). */
  const state = () => service.rows(sql`SELECT uid, role, updated_at FROM users ORDER BY uid`);

  it.each(accessCases(EXPECTED, CALLERS))('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );

  it('refuses with the action named in the audit entry', async () => {
    await service.request({ method: 'GET', url: '/api/admin/dashboard', headers: service.as(uidOf('content_editor')) });
    const [entry] = await service.rows(sql`SELECT user_id, permission, context FROM audit_logs WHERE type = 'permission_check'`);
    expect(entry).toMatchObject({
      user_id: uidOf('content_editor'),
      permission: 'view_all_users',
      context: { action: 'view_dashboard' },
    });
  });

  it('gives staff the same figures as admins', async () => {
    const read = async (caller: Caller) =>
      (await service.request({ method: 'GET', url: '/api/admin/dashboard', headers: service.as(uidOf(caller)) })).json();
    const asAdmin = await read('admin');
    expect(asAdmin.newAccounts.at(-1).count).toBe(CALLERS.length - 1);
    expect(await read('staff')).toEqual(asAdmin);
  });
});
