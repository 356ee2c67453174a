// Every endpoint of asking for a mentor (decision 0047) against every kind of caller: anonymous, signed in without a
// profile, each of the six roles, the request's student and mentor, a student the mentor blocked, another alumnus, and
// a suspended student and a suspended mentor. Students ask and withdraw (access_mentor_support); alumni answer what was
// sent to them (network_with_alumni; anyone else who holds it gets the 404 of a missing request, not audited); staff
// and admins list and close (manage_program_settings). A blocked student is refused the request with the words of a
// mentor not on offer (400). A suspended account is refused everything at sign-in (403). Refusals change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, it } from 'vitest';
import type { Operation } from '@sla/contract/operations';
import * as learning from '@sla/contract/operations/learning';
import { ROLES, type Role } from '@sla/permissions';
import { addAlumniProfile, addBlock } from '../alumni/testing/fixtures.js';
import { declaredRow, type DeclaredRow } from '../alumni/testing/declaredAccess.js';
import { mentorRequests } from '../db/schema.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { useTestService } from '../testing/useTestService.js';

type Caller =
  | 'anonymous'
  | 'no-profile'
  | Role
  | 'the student'
  | 'the mentor'
  | 'blocked student'
  | 'another alumnus'
  | 'suspended student'
  | 'suspended mentor';
const CALLERS: Caller[] = [
  'anonymous',
  'no-profile',
  ...ROLES,
  'the student',
  'the mentor',
  'blocked student',
  'another alumnus',
  'suspended student',
  'suspended mentor',
];
const uidOf = (caller: Caller) => `caller-${caller.replaceAll(' ', '-')}`;
const STUDENTS: Caller[] = ['the student', 'blocked student', 'suspended student'];
const MENTORS: Caller[] = ['the mentor', 'another alumnus', 'suspended mentor'];
const SUSPENDED: Caller[] = ['suspended student', 'suspended mentor'];
const OPEN = '00000000-0000-4000-8000-0000000000a1';
const NOW = new Date(Date.UTC(2027, 1, 1));

const roleOf = (caller: Caller) =>
  STUDENTS.includes(caller) ? 'student' : MENTORS.includes(caller) ? 'alumni' : (caller as 'anonymous' | 'no-profile' | Role);
/** The declaration's 401 and 403; a suspended account gets 403 from sign-in whatever it asks. */
const row = (operation: Operation, options: DeclaredRow<Caller> = {}): AccessEndpoint<Caller> => {
  const declared = declaredRow(operation, roleOf, options);
  return {
    ...declared,
    status: (caller) => (SUSPENDED.includes(caller) ? 403 : declared.status(caller)),
    audited: (caller) => !SUSPENDED.includes(caller) && (options.audited?.(caller) ?? true),
  };
};
/** Refused for lack of the permission (audited), as opposed to the 404 of a request that is not theirs. */
const lacks = (holders: Caller[]) => (caller: Caller) => !holders.includes(caller);
const ASKERS: Caller[] = ['student', 'the student', 'blocked student'];
const ANSWERERS: Caller[] = ['admin', 'alumni', 'the mentor', 'another alumnus'];

const EXPECTED: AccessEndpoint<Caller>[] = [
  row(learning.listOfferedMentors),
  row(learning.listMyMentorRequests),
  row(learning.askMentor, {
    what: 'to the mentor',
    payload: { mentorUid: uidOf('the mentor'), note: 'Hello, I study soil.' },
    // The student already asked (409); the mentor blocked one student, who hears what anyone not on offer hears (400).
    allowed: (caller) => (caller === 'the student' ? 409 : caller === 'blocked student' ? 400 : 201),
    audited: lacks(ASKERS),
  }),
  row(learning.withdrawMentorRequest, {
    params: { id: OPEN },
    allowed: (caller) => (caller === 'the student' ? 200 : 404),
    audited: lacks(ASKERS),
  }),
  row(learning.listMentorRequestsToMe),
  row(learning.acceptMentorRequest, {
    params: { id: OPEN },
    allowed: (caller) => (caller === 'the mentor' ? 200 : 404),
    audited: lacks(ANSWERERS),
  }),
  row(learning.declineMentorRequest, {
    params: { id: OPEN },
    payload: { block: true },
    allowed: (caller) => (caller === 'the mentor' ? 200 : 404),
    audited: lacks(ANSWERERS),
  }),
  row(learning.listAllMentorRequests, { query: '?status=open' }),
  row(learning.closeMentorRequest, { params: { id: OPEN } }),
];

const cases = accessCases(EXPECTED, CALLERS);

describeOnOneBackend('mentor requests access', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(NOW);
    for (const caller of CALLERS) {
      if (caller === 'anonymous' || caller === 'no-profile') continue;
      await service.addUser(uidOf(caller), roleOf(caller) as Role, {
        displayName: caller,
        ...(SUSPENDED.includes(caller) ? { suspendedAt: NOW } : {}),
      });
    }
    for (const mentor of ['alumni', ...MENTORS] as Caller[]) {
      await addAlumniProfile(service, uidOf(mentor), { openToMentoring: true });
    }
    await addBlock(service, uidOf('the mentor'), uidOf('blocked student'));
    await service.ctx.db.insert(mentorRequests).values({
      id: OPEN,
      studentUid: uidOf('the student'),
      mentorUid: uidOf('the mentor'),
      note: 'Would you mentor me?',
      status: 'open',
      createdAt: NOW,
    });
  });

  /** What a refusal must leave as it was. */
  const state = () =>
    service.rows(sql`SELECT id, student_uid, mentor_uid, status, answered_at FROM mentor_requests ORDER BY created_at, id`);

  it.each(cases)('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );
});
