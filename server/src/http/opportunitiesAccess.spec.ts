// Every opportunities endpoint against every kind of caller (decision 0045): anonymous, signed in without a profile,
// each of the six roles, the poster, an alumnus the poster blocked, and a suspended alumnus. Readers of the board:
// network_with_alumni (alumni, admins), manage_alumni_profiles (staff) and access_student_portal (students). Posters:
// the first two. Only the poster edits and closes (anyone else: the 404 of a missing one, not audited as a refusal);
// only staff and admins hide. Blocking changes nothing on the board (it offers no way to contact anyone). A suspended
// account is refused everything (403, by sign-in, before any permission is looked at).
import { sql } from 'drizzle-orm';
import type { Operation } from '@sla/contract/operations';
import { beforeEach, it } from 'vitest';
import * as alumni from '@sla/contract/operations/alumni';
import { ROLES, type Role } from '@sla/permissions';
import { declaredRow, type DeclaredRow } from '../alumni/testing/declaredAccess.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { useTestService } from '../testing/useTestService.js';
import { alumniBlocks, opportunities } from '../db/schema.js';

type Caller = 'anonymous' | 'no-profile' | Role | 'the poster' | 'blocked by the poster' | 'suspended alumnus';
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES, 'the poster', 'blocked by the poster', 'suspended alumnus'];
const uidOf = (caller: Caller) => `caller-${caller.replaceAll(' ', '-')}`;
const ALUMNI: Caller[] = ['alumni', 'the poster', 'blocked by the poster', 'suspended alumnus'];
const OPEN = '00000000-0000-4000-8000-000000000001';
const HIDDEN = '00000000-0000-4000-8000-000000000002';
const NOW = new Date(Date.UTC(2027, 1, 1));
const INPUT = {
  kind: 'job',
  title: 'Lab manager',
  organisation: 'KEMRI',
  location: 'Kisumu',
  deadline: '2027-03-01',
  applyUrl: 'https://example.org/apply',
};

const roleOf = (caller: Caller) => (ALUMNI.includes(caller) ? 'alumni' : (caller as 'anonymous' | 'no-profile' | Role));
const moderates = (caller: Caller) => caller === 'admin' || caller === 'staff';
/** The declaration's 401 and 403; a suspended account gets 403 from sign-in whatever it asks. */
const row = (operation: Operation, options: DeclaredRow<Caller> = {}): AccessEndpoint<Caller> => {
  const declared = declaredRow(operation, roleOf, options);
  return {
    ...declared,
    status: (caller) => (caller === 'suspended alumnus' ? 403 : declared.status(caller)),
    audited: (caller) => caller !== 'suspended alumnus' && (options.audited?.(caller) ?? true),
  };
};
/** Only its poster may change it: every other poster gets the 404 of a missing one (not a permission refusal). */
const posterOnly = (caller: Caller) => (caller === 'the poster' ? 200 : 404);
const refusedByPermission = (caller: Caller) => !['admin', 'staff', ...ALUMNI].includes(caller);

const EXPECTED: AccessEndpoint<Caller>[] = [
  row(alumni.listOpportunities, { query: '?q=lab&order=closing' }),
  row(alumni.listMyOpportunities),
  row(alumni.getOpportunity, { what: 'one on the board', params: { id: OPEN } }),
  row(alumni.getOpportunity, {
    what: 'one staff hid',
    params: { id: HIDDEN },
    allowed: (caller) => (caller === 'the poster' || moderates(caller) ? 200 : 404),
    audited: (caller) => !['student', ...ALUMNI].includes(caller),
  }),
  row(alumni.postOpportunity, { payload: INPUT }),
  row(alumni.updateOpportunity, { params: { id: OPEN }, payload: INPUT, allowed: posterOnly, audited: refusedByPermission }),
  row(alumni.closeOpportunity, { params: { id: OPEN }, allowed: posterOnly, audited: refusedByPermission }),
  row(alumni.hideOpportunity, { params: { id: OPEN }, payload: { reason: 'Spam' } }),
  row(alumni.getOpportunityDigest),
  row(alumni.setOpportunityDigest, { payload: { on: true, fields: ['Biology'] } }),
];

const cases = accessCases(EXPECTED, CALLERS);

describeOnOneBackend('opportunities access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    for (const caller of CALLERS) {
      if (caller === 'anonymous' || caller === 'no-profile') continue;
      await service.addUser(uidOf(caller), roleOf(caller) as Role, {
        displayName: caller,
        ...(caller === 'suspended alumnus' ? { suspendedAt: NOW } : {}),
      });
    }
    const base = {
      posterUid: uidOf('the poster'),
      posterName: 'The Poster',
      kind: 'job' as const,
      title: 'Lab technician',
      organisation: 'KEMRI',
      location: 'Kisumu',
      deadline: '2027-02-28',
      applyUrl: 'https://example.org/apply',
      postedAt: NOW,
      updatedAt: NOW,
    };
    await service.ctx.db.insert(opportunities).values([
      { ...base, id: OPEN },
      { ...base, id: HIDDEN, hiddenAt: NOW, hiddenBy: uidOf('staff'), hiddenReason: 'Spam' },
    ]);
    await service.ctx.db
      .insert(alumniBlocks)
      .values({ blockerUid: uidOf('the poster'), blockedUid: uidOf('blocked by the poster'), createdAt: NOW });
  });

  /** What a refusal must leave as it was. */
  const state = () => service.rows(sql`SELECT id, title, updated_at, closed_at, hidden_at FROM opportunities ORDER BY id`);

  it.each(cases)('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );
});
