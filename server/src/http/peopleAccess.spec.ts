// Every back-office people endpoint (a person's page, suspension, verification e-mail, invitations) against every kind
// of caller: anonymous, signed in without a profile, and each of the six roles. Only admins (manage_users) pass;
// anyone else signed in gets 403, audited once, and nothing changes.
import { sql } from 'drizzle-orm';
import { beforeEach, it } from 'vitest';
import * as people from '@sla/contract/operations/people';
import { ROLES, type Role } from '@sla/permissions';
import { invitations } from '../db/schema.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { operationRow } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const TARGET = 'target-person';
const INVITATION = 'invitation-open';

// Rows from the declarations (@sla/contract/operations/people), so the service is held to them.
const EXPECTED: AccessEndpoint<Caller>[] = [
  operationRow(people.getPerson, { params: { uid: TARGET } }),
  { ...operationRow(people.suspendAccount, { params: { uid: TARGET } }), payload: { reason: 'Testing' } },
  operationRow(people.restoreAccount, { params: { uid: TARGET } }),
  operationRow(people.sendVerification, { params: { uid: TARGET } }),
  operationRow(people.listInvitations),
  { ...operationRow(people.createInvitation), payload: { email: 'new.person@example.org', role: 'staff' } },
  operationRow(people.revokeInvitation, { params: { id: INVITATION } }),
];

describeOnOneBackend('back-office people access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    Object.assign(service.identity, { failing: false, links: [] });
    service.identity.accounts.set(TARGET, {
      email: `${TARGET}@example.org`,
      emailVerified: false,
      lastSignInAt: null,
      providers: [],
    });
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    await service.addUser(TARGET, 'applicant');
    const now = service.ctx.now();
    await service.database.db.insert(invitations).values({
      id: INVITATION,
      email: 'invited@example.org',
      role: 'alumni',
      invitedBy: uidOf('admin'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
  });

  /** What a refusal must leave as it was. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('uid', uid, 'suspended', suspended_at) ORDER BY uid) FROM users) AS users,
      (SELECT json_agg(json_build_object('id', id, 'revoked', revoked_at) ORDER BY id) FROM invitations) AS invitations,
      (SELECT count(*) FROM outbox) AS mail`);

  it.each(accessCases(EXPECTED, CALLERS))('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );
});
