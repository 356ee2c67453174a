// Every endpoint of asking for a mentor (decisions 0047 and 0052) against every kind of caller: anonymous, signed in
// without a profile, each of the six roles, the request's student and mentor, a student the mentor blocked, another
// alumnus, an alumnus whose profile started more than two years ago, and a suspended student and a suspended mentor.
// Students and recent alumni (the table's alumni, whose profiles started today) ask and withdraw (access_mentor_support
// or network_with_alumni, then the service's rule: an earlier alumnus and an admin are refused in words, 403, audited);
// alumni answer what was sent to them (network_with_alumni; anyone else who holds it gets the 404 of a missing
// request, not audited); staff and admins list and close (manage_program_settings). A blocked student is refused the
// request with the words of a mentor not on offer (400), as is a mentor asking themself. A suspended account is
// refused everything at sign-in (403). Refusals change nothing.
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
  | 'earlier alumnus'
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
  'earlier alumnus',
  'suspended student',
  'suspended mentor',
];
const uidOf = (caller: Caller) => `caller-${caller.replaceAll(' ', '-')}`;
const STUDENTS: Caller[] = ['the student', 'blocked student', 'suspended student'];
const MENTORS: Caller[] = ['the mentor', 'another alumnus', 'suspended mentor'];
/** An alumnus whose profile started more than two years ago: no longer asks (decision 0052). */
const EARLIER: Caller = 'earlier alumnus';
const SUSPENDED: Caller[] = ['suspended student', 'suspended mentor'];
const OPEN = '00000000-0000-4000-8000-0000000000a1';
const NOW = new Date(Date.UTC(2027, 1, 1));

const roleOf = (caller: Caller) =>
  STUDENTS.includes(caller)
    ? 'student'
    : MENTORS.includes(caller) || caller === EARLIER
      ? 'alumni'
      : (caller as 'anonymous' | 'no-profile' | Role);
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
const ANSWERERS: Caller[] = ['admin', 'alumni', 'the mentor', 'another alumnus', EARLIER];
/** Everyone the asking side's declaration lets in: students and whoever holds network_with_alumni. */
const ASKING_SIDE: Caller[] = [...ASKERS, ...ANSWERERS];
/** Of those, who the service lets see mentors and ask: students and recent alumni (not admins, not an earlier alumnus). */
const mayAsk = (caller: Caller) => caller !== 'admin' && caller !== EARLIER;

const EXPECTED: AccessEndpoint<Caller>[] = [
  row(learning.getMentorAsking),
  row(learning.listOfferedMentors, { allowed: (caller) => (mayAsk(caller) ? 200 : 403) }),
  row(learning.listMyMentorRequests),
  row(learning.askMentor, {
    what: 'to the mentor',
    payload: { mentorUid: uidOf('the mentor'), note: 'Hello, I study soil.' },
    // The student already asked (409); the mentor blocked one student, who hears what anyone not on offer hears (400),
    // as does the mentor asking themself.
    allowed: (caller) =>
      !mayAsk(caller)
        ? 403
        : caller === 'the student'
          ? 409
          : caller === 'blocked student' || caller === 'the mentor'
            ? 400
            : 201,
  }),
  row(learning.withdrawMentorRequest, {
    params: { id: OPEN },
    allowed: (caller) => (caller === 'the student' ? 200 : 404),
    audited: lacks(ASKING_SIDE),
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
    await addAlumniProfile(service, uidOf(EARLIER), { createdAt: new Date(Date.UTC(2024, 0, 31)) });
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
