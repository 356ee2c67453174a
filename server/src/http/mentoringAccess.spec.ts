// Every mentoring endpoint against every kind of caller: anonymous, signed in without a profile, each of the six roles
// (none of them in the mentorship), the mentorship's student and mentor, and another student and another mentor each
// in a mentorship of their own. Only the mentorship's two people reach it; anyone else signed in gets the 404 of a
// mentorship that does not exist, with an audit entry (one that truly does not exist is a 404 with none). Refusals
// change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { Operation } from '@sla/contract/operations';
import * as learning from '@sla/contract/operations/learning';
import { ROLES, type Role } from '@sla/permissions';
import { addMentorship, addMentorTask } from '../learning/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationRow, type Caller as RoleCaller } from '../testing/operationAccess.js';
import { accessCases, expectAccess, type AccessEndpoint } from '../testing/accessTable.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role | 'the student' | 'the mentor' | 'another student' | 'another mentor';
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES, 'the student', 'the mentor', 'another student', 'another mentor'];
const uidOf = (caller: Caller) => `caller-${caller.replace(' ', '-')}`;
/** Who holds which role: the mentorship's mentor is staff, the other mentor an alumnus. */
const ROLE_OF: Partial<Record<Caller, Role>> = {
  'the student': 'student',
  'the mentor': 'staff',
  'another student': 'student',
  'another mentor': 'alumni',
};

const MENTORSHIP = '6f1c2a7e-0000-4000-8000-000000000001';
const OTHER_MENTORSHIP = '6f1c2a7e-0000-4000-8000-000000000002';
const TASK = '6f1c2a7e-0000-4000-8000-00000000000a';
const OTHER_TASK = '6f1c2a7e-0000-4000-8000-00000000000b';

const participant = (caller: Caller) => caller === 'the student' || caller === 'the mentor';

/** The row of a declared operation: its name, method and address, and what its access rule gives each caller's role. */
function declared(
  operation: Operation,
  { name, params, payload, allowed }: { name?: string; params?: Record<string, string>; payload?: object; allowed?: number } = {},
) {
  const row = operationRow(operation, { params, allowed });
  const byRole = (caller: Caller) => row.status((ROLE_OF[caller] ?? caller) as RoleCaller);
  return { ...row, name: name ?? row.name, status: byRole, ...(payload ? { payload } : {}) };
}

/**
 * A row of one mentorship's operations: the declaration lets anyone signed in ask; the service answers only the
 * mentorship's two people and anyone else signed in the 404 of a mentorship that does not exist, audited.
 */
function ofTheTwo(operation: Operation, options: Parameters<typeof declared>[1] = {}): AccessEndpoint<Caller> {
  const row = declared(operation, { params: { id: MENTORSHIP }, ...options });
  return { ...row, status: (caller) => (caller === 'anonymous' || participant(caller) ? row.status(caller) : 404) };
}

/** Those whom getMyMentorship lets in who are nobody's mentee. */
const WITHOUT_A_MENTOR: Caller[] = ['student', 'alumni', 'admin', 'another mentor'];

const EXPECTED: AccessEndpoint<Caller>[] = [
  {
    ...declared(learning.getMyMentorship),
    // A student who is in no mentorship holds the permission and gets "You have no mentor yet." (not audited); so do
    // alumni and admins (network_with_alumni, decision 0052: an alumnus may have asked for a mentor), a mentor included.
    status: (caller) => (WITHOUT_A_MENTOR.includes(caller) ? 404 : declared(learning.getMyMentorship).status(caller)),
    audited: (caller) => !WITHOUT_A_MENTOR.includes(caller),
  },
  declared(learning.listMentees),
  ofTheTwo(learning.getMentorship),
  {
    ...ofTheTwo(learning.getMentorship, {
      name: 'read a mentorship that does not exist',
      params: { id: 'no-such-one' },
      allowed: 404,
    }),
    // Nobody was refused anything: there is nothing there.
    audited: () => false,
  },
  ofTheTwo(learning.listMentorMessages),
  ofTheTwo(learning.sendMentorMessage, { payload: { body: 'Hello' } }),
  ofTheTwo(learning.addCheckin, { payload: { metOn: '2026-01-10', notes: 'We met.', nextSteps: '' } }),
  ofTheTwo(learning.addMentorTask, { payload: { title: 'Read chapter 2' } }),
  ofTheTwo(learning.setMentorTaskDone, { params: { id: MENTORSHIP, taskId: TASK }, payload: { done: true } }),
  ofTheTwo(learning.removeMentorTask, { params: { id: MENTORSHIP, taskId: TASK } }),
  {
    ...ofTheTwo(learning.setMentorTaskDone, {
      name: "tick off another mentorship's task through this one",
      params: { id: MENTORSHIP, taskId: OTHER_TASK },
      payload: { done: true },
      allowed: 404,
    }),
    audited: (caller) => !participant(caller),
  },
  {
    ...ofTheTwo(learning.removeMentorTask, {
      name: "remove another mentorship's task through this one",
      params: { id: MENTORSHIP, taskId: OTHER_TASK },
      allowed: 404,
    }),
    audited: (caller) => !participant(caller),
  },
];

const cases = accessCases(EXPECTED, CALLERS);

describeOnOneBackend('mentoring access: the mentorship, its messages, check-ins and tasks', (backend) => {
  const service = useTestService(backend);
  beforeEach(async () => {
    service.setClock(new Date(Date.UTC(2026, 1, 1)));
    for (const caller of CALLERS) {
      if (caller === 'anonymous' || caller === 'no-profile') continue;
      await service.addUser(uidOf(caller), ROLE_OF[caller] ?? (caller as Role));
    }
    await addMentorship(service, { id: MENTORSHIP, studentUid: uidOf('the student'), mentorUid: uidOf('the mentor') });
    await addMentorship(service, {
      id: OTHER_MENTORSHIP,
      studentUid: uidOf('another student'),
      mentorUid: uidOf('another mentor'),
    });
    await addMentorTask(service, MENTORSHIP, uidOf('the mentor'), { id: TASK, title: 'Ours' });
    await addMentorTask(service, OTHER_MENTORSHIP, uidOf('another mentor'), { id: OTHER_TASK, title: 'Theirs' });
  });

  /** What a refusal must leave as it was (read_at included: only the two people's reading marks messages read). */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'read', read_at IS NOT NULL) ORDER BY id) FROM mentor_messages) AS messages,
      (SELECT count(*) FROM mentor_checkins) AS checkins,
      (SELECT json_agg(json_build_object('id', id, 'done', done_at IS NOT NULL) ORDER BY id) FROM mentor_tasks) AS tasks,
      (SELECT json_agg(json_build_object('id', id, 'ended', ended_at IS NOT NULL) ORDER BY id) FROM mentorships) AS mentorships,
      (SELECT count(*) FROM outbox) AS mail`);

  it.each(cases)('%s as %s', (_name, caller, endpoint) =>
    expectAccess(service, caller, endpoint, { headers: caller === 'anonymous' ? null : service.as(uidOf(caller)), state }),
  );

  it('answers a mentorship that exists and one that does not alike to an outsider', async () => {
    const headers = service.as(uidOf('admin'));
    const real = await service.request({ method: 'GET', url: `/api/mentorships/${MENTORSHIP}`, headers });
    const made = await service.request({ method: 'GET', url: '/api/mentorships/no-such-one', headers });
    expect(real.statusCode).toBe(404);
    expect(real.json()).toEqual(made.json());
  });

  it("lists a mentor's own mentees only", async () => {
    const list = async (caller: Caller) =>
      (await service.request({ method: 'GET', url: '/api/mentoring/mentees', headers: service.as(uidOf(caller)) }))
        .json()
        .items.map((mentee: { mentorshipId: string }) => mentee.mentorshipId);
    expect(await list('the mentor')).toEqual([MENTORSHIP]);
    expect(await list('another mentor')).toEqual([OTHER_MENTORSHIP]);
    expect(await list('admin')).toEqual([]);
  });
});
