// Ending a mentorship (decision 0052, amended) against every kind of caller: the community's (anonymous, signed in
// without a profile, each of the six roles, a suspended account, and an alumnus blocked, here by the mentor too), and
// the mentorship's mentee (a recent alumnus whose request started it) and mentor (an alumnus), another student and
// another mentor each in a mentorship of their own. Only the mentorship's two people end it as a side (anyone else
// signed in gets the 404 of a mentorship that does not exist, audited; one that truly does not exist is a 404 with
// none); only staff and admins (manage_program_settings) read it as staff and end it with a reason. A suspended account
// is refused everything at sign-in (403). Refusals change nothing and tell no one.
import { sql } from 'drizzle-orm';
import { beforeEach, it } from 'vitest';
import type { Operation } from '@sla/contract/operations';
import * as learning from '@sla/contract/operations/learning';
import type { Role } from '@sla/permissions';
import { addAlumniProfile, addBlock } from '../alumni/testing/fixtures.js';
import { declaredRow, type DeclaredRow } from '../alumni/testing/declaredAccess.js';
import { mentorRequests } from '../db/schema.js';
import { addMentorship } from '../learning/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import {
  addCommunityCallers,
  COMMUNITY_CALLERS,
  communityRole,
  communityUid,
  type Caller as RoleCaller,
  type CommunityCaller,
} from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

/** The two people of the mentorship, and two more in one of their own, each signing in with this role. */
const PAIR_ROLES = {
  'the mentee': 'alumni',
  'the mentor': 'alumni',
  'another student': 'student',
  'another mentor': 'staff',
} as const satisfies Record<string, Role>;
type PairCaller = keyof typeof PAIR_ROLES;
type Caller = CommunityCaller | PairCaller;
const CALLERS: Caller[] = [...COMMUNITY_CALLERS, ...(Object.keys(PAIR_ROLES) as PairCaller[])];

const isPair = (caller: Caller): caller is PairCaller => caller in PAIR_ROLES;
const uidOf = (caller: Caller) => (isPair(caller) ? `caller-${caller.replaceAll(' ', '-')}` : communityUid(caller));
const roleOf = (caller: Caller): RoleCaller => (isPair(caller) ? PAIR_ROLES[caller] : communityRole(caller));
const participant = (caller: Caller) => caller === 'the mentee' || caller === 'the mentor';

const NOW = new Date(Date.UTC(2027, 1, 1));
const MENTORSHIP = '6f1c2a7e-0000-4000-8000-0000000000e1';
const OTHER_MENTORSHIP = '6f1c2a7e-0000-4000-8000-0000000000e2';
const MISSING = '6f1c2a7e-0000-4000-8000-0000000000ff';

/** The declaration's 401 and 403; a suspended account gets 403 from sign-in whatever it asks, not audited. */
const row = (operation: Operation, options: DeclaredRow<Caller> = {}): AccessEndpoint<Caller> => {
  const declared = declaredRow(operation, roleOf, options);
  return {
    ...declared,
    status: (caller) => (caller === 'suspended' ? 403 : declared.status(caller)),
    audited: (caller) => caller !== 'suspended' && (options.audited?.(caller) ?? true),
  };
};

const EXPECTED: AccessEndpoint<Caller>[] = [
  row(learning.endMentorship, {
    params: { id: MENTORSHIP },
    payload: { note: 'Thank you for everything.' },
    allowed: (caller) => (participant(caller) ? 200 : 404),
  }),
  row(learning.endMentorship, {
    what: 'one that does not exist',
    params: { id: MISSING },
    payload: { note: '' },
    allowed: 404,
    // Nobody was refused anything: there is nothing there.
    audited: () => false,
  }),
  row(learning.getMentorshipAsStaff, { params: { id: MENTORSHIP } }),
  row(learning.endMentorshipAsStaff, { params: { id: MENTORSHIP }, payload: { reason: 'Reported by the mentee.' } }),
];

const cases = accessCases(EXPECTED, CALLERS);

describeOnOneBackend('ending a mentorship: access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    await addCommunityCallers(service, { suspended: { suspendedAt: NOW } });
    for (const [caller, role] of Object.entries(PAIR_ROLES) as [PairCaller, Role][])
      await service.addUser(uidOf(caller), role, { displayName: caller, email: `${uidOf(caller)}@example.org` });
    await addAlumniProfile(service, uidOf('the mentee'), { createdAt: NOW });
    await addAlumniProfile(service, uidOf('the mentor'), { openToMentoring: true });
    // The community's blocked alumnus is blocked by the mentor too: a block changes nothing about the mentorship.
    await addBlock(service, uidOf('the mentor'), uidOf('blocked-alumni'));
    await addMentorship(service, { id: MENTORSHIP, studentUid: uidOf('the mentee'), mentorUid: uidOf('the mentor') });
    // The mentee's own request started it, so they reach it through the alumni portal's permission (decision 0052).
    await service.ctx.db.insert(mentorRequests).values({
      id: '6f1c2a7e-0000-4000-8000-0000000000a1',
      studentUid: uidOf('the mentee'),
      mentorUid: uidOf('the mentor'),
      note: 'Would you mentor me?',
      status: 'accepted',
      createdAt: NOW,
      answeredAt: NOW,
      mentorshipId: MENTORSHIP,
      askedAs: 'alumni',
    });
    await addMentorship(service, {
      id: OTHER_MENTORSHIP,
      studentUid: uidOf('another student'),
      mentorUid: uidOf('another mentor'),
    });
  });

  /** What a refusal must leave as it was, and that nobody was told anything. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'ended', ended_at IS NOT NULL, 'as', ended_as) ORDER BY id) FROM mentorships) AS mentorships,
      (SELECT count(*) FROM notices) AS notices,
      (SELECT count(*) FROM outbox) AS mail`);

  it.each(cases)('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );
});
