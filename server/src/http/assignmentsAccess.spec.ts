// Every assignments, hand-in, grading and overview endpoint against every kind of caller: anonymous, signed in without
// a profile, and each of the six roles, on the caller's own work and on someone else's. Refusals must change nothing.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { operationPath, type Operation, type HttpMethod } from '@sla/contract/operations';
import * as learning from '@sla/contract/operations/learning';
import { ROLES } from '@sla/permissions';
import { daysFrom } from '../testing/fixtures.js';
import type { GradingMark, GradingRubric } from '@sla/contract';
import {
  addAssignment,
  addCohort,
  addGrade,
  addMember,
  addSubmission,
  addSubmissionFile,
  PDF,
} from '../learning/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { operationCase, type Caller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

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
  /** An assignment graded by RUBRIC, the student's work on it graded with it (so its rubric is fixed), and another's waiting. */
  rubricAssignment: string;
  othersRubricWork: string;
}

/** A rubric as the service stores one: two criteria, out of 10. */
const RUBRIC: GradingRubric = {
  criteria: [
    {
      id: 'crit-clarity',
      title: 'Clarity',
      description: '',
      levels: [
        { id: 'clarity-clear', label: 'Clear', points: 6 },
        { id: 'clarity-unclear', label: 'Unclear', points: 1 },
      ],
    },
    {
      id: 'crit-sources',
      title: 'Sources',
      description: 'Cited and relevant.',
      levels: [
        { id: 'sources-good', label: 'Cited', points: 4 },
        { id: 'sources-none', label: 'None', points: 0 },
      ],
    },
  ],
};
const MARKS: GradingMark[] = [
  { criterionId: 'crit-clarity', levelId: 'clarity-clear', points: 6, comment: 'Easy to follow.' },
  { criterionId: 'crit-sources', levelId: 'sources-none', points: 0, comment: '' },
];
const RUBRIC_INPUT = {
  criteria: [
    {
      title: 'Clarity',
      description: '',
      levels: [
        { label: 'Clear', points: 6 },
        { label: 'Unclear', points: 1 },
      ],
    },
  ],
};
const levels = (levelIds: [string, string]) => ({
  marks: [
    { criterionId: 'crit-clarity', levelId: levelIds[0], comment: 'Clear.' },
    { criterionId: 'crit-sources', levelId: levelIds[1], comment: '' },
  ],
  feedback: '',
  attempt: 1,
});

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

const upload = { 'content-type': 'application/pdf', 'x-file-name': 'poster.pdf' };

/**
 * An access row for a declared operation: its address for this world and the status its access rule gives (or
 * `allowed` to those it lets in: 404 for another's work, 409 for a refused change); `name` for a second row of it.
 */
function declared(
  operation: Operation,
  {
    name,
    params,
    query,
    payload,
    headers,
    allowed,
  }: {
    name?: string;
    params?: (world: World) => Record<string, string>;
    /** A query string, without its "?". */
    query?: string;
    payload?: (world: World) => object | Buffer;
    headers?: Record<string, string>;
    allowed?: number;
  } = {},
) {
  const row = operationCase(operation, allowed);
  return {
    ...row,
    name: name ?? row.name,
    url: (world: World) => `/api${operationPath(operation.path, params?.(world))}${query ? `?${query}` : ''}`,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  };
}

const EXPECTED: {
  name: string;
  method: HttpMethod;
  url: (world: World) => string;
  payload?: (world: World) => object | Buffer;
  headers?: Record<string, string>;
  status: (caller: Caller) => number;
}[] = [
  declared(learning.listCohortAssignments, { params: (w) => ({ id: w.cohort }) }),
  declared(learning.listCohortAssignments, {
    name: 'list an unknown cohort’s assignments',
    params: () => ({ id: 'nope' }),
    allowed: 404,
  }),
  declared(learning.createAssignment, { params: (w) => ({ id: w.cohort }), payload: () => ASSIGNMENT }),
  declared(learning.createAssignment, {
    name: 'create an assignment graded by a rubric',
    params: (w) => ({ id: w.cohort }),
    payload: () => ({ ...ASSIGNMENT, rubric: RUBRIC_INPUT }),
  }),
  declared(learning.updateAssignment, { params: (w) => ({ id: w.own }), payload: () => ASSIGNMENT }),
  declared(learning.updateAssignment, {
    name: 'give an assignment a rubric',
    params: (w) => ({ id: w.own }),
    payload: () => ({ ...ASSIGNMENT, rubric: RUBRIC_INPUT }),
  }),
  declared(learning.updateAssignment, {
    name: 'change a rubric work has been graded with',
    params: (w) => ({ id: w.rubricAssignment }),
    payload: () => ({ ...ASSIGNMENT, rubric: RUBRIC_INPUT }),
    allowed: 409,
  }),
  declared(learning.deleteAssignment, { params: (w) => ({ id: w.emptyAssignment }) }),
  declared(learning.deleteAssignment, { name: 'delete an assignment with work', params: (w) => ({ id: w.own }), allowed: 409 }),
  declared(learning.getStudentOverview),
  declared(learning.listStudentAssignments),
  declared(learning.downloadStudentCalendar),
  declared(learning.getStudentCalendar, { query: 'from=2026-03-01&to=2026-03-31' }),
  declared(learning.getStudentCalendar, {
    name: 'ask for a calendar of more than six weeks',
    query: 'from=2026-03-01&to=2026-06-30',
    allowed: 400,
  }),
  declared(learning.getStudentAssignment, { params: (w) => ({ id: w.own }) }),
  declared(learning.getStudentAssignment, {
    name: 'open work graded with a rubric',
    params: (w) => ({ id: w.rubricAssignment }),
  }),
  declared(learning.getStudentAssignment, {
    name: 'open an assignment of another cohort',
    params: (w) => ({ id: w.elsewhere }),
    allowed: 404,
  }),
  declared(learning.uploadSubmissionFile, { params: (w) => ({ id: w.own }), headers: upload, payload: () => PDF }),
  declared(learning.uploadSubmissionFile, {
    name: 'upload a file for another cohort’s assignment',
    params: (w) => ({ id: w.elsewhere }),
    headers: upload,
    payload: () => PDF,
    allowed: 404,
  }),
  declared(learning.downloadOwnFile, { params: (w) => ({ id: w.own, fileId: w.ownFile }) }),
  declared(learning.downloadOwnFile, {
    name: 'download another student’s file',
    params: (w) => ({ id: w.own, fileId: w.othersFile }),
    allowed: 404,
  }),
  declared(learning.removeSubmissionFile, { params: (w) => ({ id: w.own, fileId: w.ownFile }) }),
  declared(learning.removeSubmissionFile, {
    name: 'remove another student’s file',
    params: (w) => ({ id: w.own, fileId: w.othersFile }),
    allowed: 404,
  }),
  declared(learning.handIn, { params: (w) => ({ id: w.own }), payload: (w) => ({ text: '', fileIds: [w.ownFile] }) }),
  declared(learning.handIn, {
    name: 'hand in another student’s file',
    params: (w) => ({ id: w.own }),
    payload: (w) => ({ text: '', fileIds: [w.othersFile] }),
    allowed: 400,
  }),
  declared(learning.handIn, {
    name: 'hand in for another cohort’s assignment',
    params: (w) => ({ id: w.elsewhere }),
    payload: () => ({ text: '', fileIds: [] }),
    allowed: 404,
  }),
  declared(learning.listGradingQueue),
  declared(learning.getStaffSubmission, { params: (w) => ({ id: w.othersSubmission }) }),
  declared(learning.getStaffSubmission, { name: 'open an unknown submission', params: () => ({ id: 'nope' }), allowed: 404 }),
  declared(learning.getStaffSubmission, {
    name: 'open work graded with a rubric, with its grade history',
    params: (w) => ({ id: w.othersRubricWork }),
  }),
  declared(learning.downloadSubmissionFile, { params: (w) => ({ id: w.othersSubmission, fileId: w.othersHandedInFile }) }),
  declared(learning.gradeSubmission, {
    params: (w) => ({ id: w.othersSubmission }),
    payload: () => ({ grade: 8, feedback: 'Clear.', attempt: 1 }),
  }),
  declared(learning.gradeSubmission, {
    name: 'grade with a level of each criterion of the rubric',
    params: (w) => ({ id: w.othersRubricWork }),
    payload: () => levels(['clarity-unclear', 'sources-good']),
  }),
  declared(learning.gradeSubmission, {
    name: 'grade with a level the rubric does not have',
    params: (w) => ({ id: w.othersRubricWork }),
    payload: () => levels(['clarity-unclear', 'clarity-clear']),
    allowed: 400,
  }),
  declared(learning.gradeSubmission, {
    name: 'grade in points work the rubric grades',
    params: (w) => ({ id: w.othersRubricWork }),
    payload: () => ({ grade: 8, feedback: '', attempt: 1 }),
    allowed: 400,
  }),
  declared(learning.gradeSubmission, {
    name: 'grade a hand-in the student has since replaced',
    params: (w) => ({ id: w.othersSubmission }),
    payload: () => ({ grade: 8, feedback: 'Clear.', attempt: 2 }),
    allowed: 409,
  }),
  declared(learning.returnWork, {
    params: (w) => ({ id: w.othersSubmission }),
    payload: () => ({ feedback: 'Label the axes.', attempt: 1 }),
  }),
  declared(learning.returnWork, {
    name: 'return a hand-in the student has since replaced',
    params: (w) => ({ id: w.othersSubmission }),
    payload: () => ({ feedback: 'Label the axes.', attempt: 2 }),
    allowed: 409,
  }),
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
    const rubricAssignment = await addAssignment(service, cohort.id, {
      title: 'Essay',
      dueAt: daysFrom(NOW, -2),
      maxPoints: 10,
      rubric: RUBRIC,
    });
    const ownRubricWork = await addSubmission(service, rubricAssignment, uidOf('student'), {
      submittedAt: daysFrom(NOW, -3),
      status: 'graded',
      grade: 6,
      rubricMarks: MARKS,
    });
    await addGrade(service, ownRubricWork, { grade: 6, maxPoints: 10, rubricMarks: MARKS });
    const othersRubricWork = await addSubmission(service, rubricAssignment, OTHER_STUDENT, { submittedAt: daysFrom(NOW, -3) });
    world = {
      cohort: cohort.id,
      own: own.id,
      emptyAssignment: empty.id,
      elsewhere: elsewhere.id,
      ownFile: await addSubmissionFile(service, own.id, uidOf('student'), { handedIn: false }),
      othersFile: await addSubmissionFile(service, own.id, OTHER_STUDENT, { handedIn: false }),
      othersSubmission: othersSubmission.id,
      othersHandedInFile: await addSubmissionFile(service, own.id, OTHER_STUDENT),
      rubricAssignment: rubricAssignment.id,
      othersRubricWork: othersRubricWork.id,
    };
  });

  /** What a refusal must leave as it was. */
  const state = () =>
    service.rows(sql`SELECT
      (SELECT json_agg(json_build_object('id', id, 'title', title, 'due', due_at, 'rubric', rubric) ORDER BY id) FROM assignments) AS assignments,
      (SELECT json_agg(json_build_object('id', id, 'status', status, 'attempt', attempt, 'grade', grade, 'feedback', feedback, 'marks', rubric_marks) ORDER BY id) FROM submissions) AS submissions,
      (SELECT count(*) FROM submission_grades) AS grades,
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
