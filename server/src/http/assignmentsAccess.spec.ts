// Every assignments, hand-in, grading and overview endpoint against every kind of caller: anonymous, signed in without
// a profile, and each of the six roles, on the caller's own work and on someone else's. Refusals must change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ROLES, type Role } from '@sla/permissions';
import { daysFrom } from '../testing/fixtures.js';
import { addAssignment, addCohort, addMember, addSubmission, addSubmissionFile, PDF } from '../learning/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { useTestService } from '../testing/useTestService.js';

type Caller = 'anonymous' | 'no-profile' | Role;
const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
const OTHER_STUDENT = 'other-student';
const NOW = new Date('2026-03-02T09:00:00.000Z');

/** The rows the endpoints point at, made afresh for every case. */
interface World {
  cohort: string;
  own: string;
  emptyAssignment: string;
  elsewhere: string;
  ownFile: string;
  othersFile: string;
  othersSubmission: string;
  othersHandedInFile: string;
}

/** Expected status per caller for a permission only `holders` have. */
const onlyFor =
  (holders: Role[], ok: number, otherwise?: number) =>
  (caller: Caller): number =>
    caller === 'anonymous' ? 401 : (holders as Caller[]).includes(caller) ? ok : (otherwise ?? 403);
const staff = (ok: number) => onlyFor(['admin', 'staff'], ok);
const student = (ok: number) => onlyFor(['student'], ok);

const ASSIGNMENT = {
  title: 'Poster',
  instructions: '',
  moduleId: null,
  dueAt: '2026-04-01T09:00:00.000Z',
  fileTypes: ['application/pdf'],
  maxFileMb: 10,
  textAnswer: false,
  lateAccepted: false,
  maxPoints: 10,
};

const EXPECTED: {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (world: World) => string;
  payload?: (world: World) => object | Buffer;
  headers?: Record<string, string>;
  status: (caller: Caller) => number;
}[] = [
  { name: 'list a cohort’s assignments', method: 'GET', url: (w) => `/api/cohorts/${w.cohort}/assignments`, status: staff(200) },
  { name: 'list an unknown cohort’s assignments', method: 'GET', url: () => '/api/cohorts/nope/assignments', status: staff(404) },
  {
    name: 'add an assignment',
    method: 'POST',
    url: (w) => `/api/cohorts/${w.cohort}/assignments`,
    payload: () => ASSIGNMENT,
    status: staff(201),
  },
  {
    name: 'change an assignment',
    method: 'PUT',
    url: (w) => `/api/assignments/${w.own}`,
    payload: () => ASSIGNMENT,
    status: staff(200),
  },
  {
    name: 'delete an assignment without work',
    method: 'DELETE',
    url: (w) => `/api/assignments/${w.emptyAssignment}`,
    status: staff(204),
  },
  { name: 'delete an assignment with work', method: 'DELETE', url: (w) => `/api/assignments/${w.own}`, status: staff(409) },
  { name: 'read own overview', method: 'GET', url: () => '/api/student/overview', status: student(200) },
  { name: 'list own assignments', method: 'GET', url: () => '/api/student/assignments', status: student(200) },
  { name: 'download own calendar', method: 'GET', url: () => '/api/student/calendar.ics', status: student(200) },
  {
    name: 'open an assignment of own cohort',
    method: 'GET',
    url: (w) => `/api/student/assignments/${w.own}`,
    status: student(200),
  },
  {
    name: 'open an assignment of another cohort',
    method: 'GET',
    url: (w) => `/api/student/assignments/${w.elsewhere}`,
    status: student(404),
  },
  {
    name: 'upload a file for own assignment',
    method: 'POST',
    url: (w) => `/api/student/assignments/${w.own}/files`,
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'poster.pdf' },
    payload: () => PDF,
    status: student(201),
  },
  {
    name: 'upload a file for another cohort’s assignment',
    method: 'POST',
    url: (w) => `/api/student/assignments/${w.elsewhere}/files`,
    headers: { 'content-type': 'application/pdf', 'x-file-name': 'poster.pdf' },
    payload: () => PDF,
    status: student(404),
  },
  {
    name: 'download own file',
    method: 'GET',
    url: (w) => `/api/student/assignments/${w.own}/files/${w.ownFile}`,
    status: student(200),
  },
  {
    name: 'download another student’s file',
    method: 'GET',
    url: (w) => `/api/student/assignments/${w.own}/files/${w.othersFile}`,
    status: student(404),
  },
  {
    name: 'remove own waiting file',
    method: 'DELETE',
    url: (w) => `/api/student/assignments/${w.own}/files/${w.ownFile}`,
    status: student(204),
  },
  {
    name: 'remove another student’s file',
    method: 'DELETE',
    url: (w) => `/api/student/assignments/${w.own}/files/${w.othersFile}`,
    status: student(404),
  },
  {
    name: 'hand in own work',
    method: 'POST',
    url: (w) => `/api/student/assignments/${w.own}/submission`,
    payload: (w) => ({ text: '', fileIds: [w.ownFile] }),
    status: student(200),
  },
  {
    name: 'hand in another student’s file',
    method: 'POST',
    url: (w) => `/api/student/assignments/${w.own}/submission`,
    payload: (w) => ({ text: '', fileIds: [w.othersFile] }),
    status: student(400),
  },
  {
    name: 'hand in for another cohort’s assignment',
    method: 'POST',
    url: (w) => `/api/student/assignments/${w.elsewhere}/submission`,
    payload: () => ({ text: '', fileIds: [] }),
    status: student(404),
  },
  { name: 'read the grading queue', method: 'GET', url: () => '/api/grading', status: staff(200) },
  { name: 'open a submission', method: 'GET', url: (w) => `/api/grading/${w.othersSubmission}`, status: staff(200) },
  { name: 'open an unknown submission', method: 'GET', url: () => '/api/grading/nope', status: staff(404) },
  {
    name: 'download a handed-in file as a grader',
    method: 'GET',
    url: (w) => `/api/grading/${w.othersSubmission}/files/${w.othersHandedInFile}`,
    status: staff(200),
  },
  {
    name: 'grade a submission',
    method: 'POST',
    url: (w) => `/api/grading/${w.othersSubmission}/grade`,
    payload: () => ({ grade: 8, feedback: 'Clear.', attempt: 1 }),
    status: staff(200),
  },
  {
    name: 'grade a hand-in the student has since replaced',
    method: 'POST',
    url: (w) => `/api/grading/${w.othersSubmission}/grade`,
    payload: () => ({ grade: 8, feedback: 'Clear.', attempt: 2 }),
    status: staff(409),
  },
  {
    name: 'return a submission',
    method: 'POST',
    url: (w) => `/api/grading/${w.othersSubmission}/return`,
    payload: () => ({ feedback: 'Label the axes.', attempt: 1 }),
    status: staff(200),
  },
  {
    name: 'return a hand-in the student has since replaced',
    method: 'POST',
    url: (w) => `/api/grading/${w.othersSubmission}/return`,
    payload: () => ({ feedback: 'Label the axes.', attempt: 2 }),
    status: staff(409),
  },
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('assignments access: staff assignments, hand-ins, grading, overview', (backend) => {
  const service = useTestService(backend);
  let world: World;
  beforeEach(async () => {
    service.setClock(NOW);
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    const cohort = await addCohort(service);
    const other = await addCohort(service);
    await addMember(service, cohort.id, uidOf('student'));
    await addMember(service, cohort.id, OTHER_STUDENT);
    const own = await addAssignment(service, cohort.id, { dueAt: daysFrom(NOW, 7), maxPoints: 10 });
    const empty = await addAssignment(service, cohort.id, { dueAt: daysFrom(NOW, 14) });
    const elsewhere = await addAssignment(service, other.id, { dueAt: daysFrom(NOW, 7) });
    const othersSubmission = await addSubmission(service, own, OTHER_STUDENT, { submittedAt: daysFrom(NOW, -1) });
    world = {
      cohort: cohort.id,
      own: own.id,
      emptyAssignment: empty.id,
      elsewhere: elsewhere.id,
      ownFile: await addSubmissionFile(service, own.id, uidOf('student'), { handedIn: false }),
      othersFile: await addSubmissionFile(service, own.id, OTHER_STUDENT, { handedIn: false }),
      othersSubmission: othersSubmission.id,
      othersHandedInFile: await addSubmissionFile(service, own.id, OTHER_STUDENT),
    };
  });

  /** What a refusal must leave as it was. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'title', title, 'due', due_at) ORDER BY id) FROM assignments) AS assignments,
      (SELECT json_agg(json_build_object('id', id, 'status', status, 'attempt', attempt, 'grade', grade, 'feedback', feedback) ORDER BY id) FROM submissions) AS submissions,
      (SELECT json_agg(json_build_object('id', id, 'handedIn', handed_in) ORDER BY id) FROM submission_files) AS files,
      (SELECT count(*) FROM notices) AS notices,
      (SELECT count(*) FROM outbox) AS mail`);

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await state();
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(world),
      headers: { ...(caller === 'anonymous' ? {} : service.as(uidOf(caller))), ...endpoint.headers },
      ...(endpoint.payload ? { payload: endpoint.payload(world) } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await state()).toEqual(before);
    } else if (endpoint.method !== 'GET') expect(await state()).not.toEqual(before);
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
  });

  it('audits each refusal of a signed-in caller', async () => {
    await service.request({ method: 'GET', url: '/api/grading', headers: service.as(uidOf('student')) });
    await service.request({ method: 'GET', url: '/api/student/assignments', headers: service.as(uidOf('staff')) });
    expect(
      await service.rows(
        sql`SELECT user_id AS "userId", permission, granted FROM audit_logs WHERE type = 'permission_check' ORDER BY id`,
      ),
    ).toEqual([
      { userId: uidOf('student'), permission: 'edit_programs', granted: false },
      { userId: uidOf('staff'), permission: 'participate_in_programs', granted: false },
    ]);
  });
});
