// Every programme delivery endpoint of routes/delivery.ts against every kind of caller: anonymous, signed in without
// a profile, and each of the six roles; for the student, their own cohort's modules and another cohort's. Refusals
// must change nothing, and a signed-in caller's refusal is audited.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { operationPath, type Operation } from '@sla/data/contract';
import * as cohorts from '@sla/data/contract/learning';
import { ROLES } from '@sla/permissions';
import { deliverySnapshot } from '../learning/cohorts/cohortFixtures.js';
import { addAlumniProfile, addCohort, addMember, addModule, addModuleFile, PDF } from '../learning/testing/fixtures.js';
import { describeOnOneBackend } from '../testing/backends.js';
import { addProgram } from '../testing/fixtures.js';
import { operationCase, type Caller } from '../testing/operationAccess.js';
import { useTestService } from '../testing/useTestService.js';

const CALLERS: Caller[] = ['anonymous', 'no-profile', ...ROLES];
const uidOf = (caller: Caller) => `caller-${caller}`;
/** A student of the cohort staff act on. */
const OTHER = 'someone-else';
/** A student in no cohort, for staff to add to one. */
const NEWCOMER = 'newcomer';
const NOW = new Date(Date.UTC(2026, 2, 10, 9, 0));

/** Those who run programmes (edit_programs, create_programs, manage_program_settings): staff and admins. */
const staffOnly = (ok: number) => (caller: Caller) =>
  caller === 'anonymous' ? 401 : caller === 'staff' || caller === 'admin' ? ok : 403;
/** What only students hold (view_program_content, participate_in_programs). */
const studentOnly = (ok: number) => (caller: Caller) => (caller === 'anonymous' ? 401 : caller === 'student' ? ok : 403);

interface Ids {
  program: string;
  cohort: string;
  module: string;
  file: string;
  otherModule: string;
  otherFile: string;
}

const COHORT = { name: 'StepUp Scholars 2027', startsOn: '2027-01-11', endsOn: '2027-11-30', acceptingStudents: true };
const MODULE = { title: 'Week 1', body: 'Read this.', links: [], opensAt: '2026-03-01T06:00:00.000Z' };
const upload = { 'content-type': 'application/pdf', 'x-file-name': 'notes.pdf' };

/** An access row for a declared operation: its address for these ids and the status its access rule gives. */
function declared(
  operation: Operation,
  {
    params,
    query = () => '',
    payload,
  }: { params?: (ids: Ids) => Record<string, string>; query?: (ids: Ids) => string; payload?: (ids: Ids) => object } = {},
) {
  return {
    ...operationCase(operation),
    url: (ids: Ids) => `/api${operationPath(operation.path, params?.(ids))}${query(ids)}`,
    ...(payload ? { payload } : {}),
  };
}

const EXPECTED: {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => object | Buffer;
  headers?: Record<string, string>;
  status: (caller: Caller) => number;
}[] = [
  // Cohorts, members and pairing: rows from their declarations (@sla/data/contract), so the service is held to them.
  declared(cohorts.listCohorts, { query: (ids) => `?programId=${ids.program}` }),
  declared(cohorts.getCohort, { params: (ids) => ({ id: ids.cohort }) }),
  declared(cohorts.createCohort, { params: (ids) => ({ id: ids.program }), payload: () => COHORT }),
  declared(cohorts.updateCohort, { params: (ids) => ({ id: ids.cohort }), payload: () => COHORT }),
  declared(cohorts.listMembers, { params: (ids) => ({ id: ids.cohort }) }),
  declared(cohorts.cohortCandidates, { params: (ids) => ({ id: ids.cohort }) }),
  declared(cohorts.addMembers, { params: (ids) => ({ id: ids.cohort }), payload: () => ({ uids: [NEWCOMER] }) }),
  declared(cohorts.completeMember, { params: (ids) => ({ id: ids.cohort, uid: OTHER }), payload: () => ({}) }),
  declared(cohorts.listMentorCandidates),
  declared(cohorts.pairMentor, {
    params: (ids) => ({ id: ids.cohort, uid: OTHER }),
    payload: () => ({ mentorUid: uidOf('alumni') }),
  }),
  declared(cohorts.setEarlierWork, { params: (ids) => ({ id: ids.cohort, uid: OTHER }), payload: () => ({ owes: true }) }),
  declared(cohorts.unpairMentor, { params: (ids) => ({ id: ids.cohort, uid: OTHER }) }),
  { name: 'list modules', method: 'GET', url: (ids) => `/api/cohorts/${ids.cohort}/modules`, status: staffOnly(200) },
  {
    name: 'add a module',
    method: 'POST',
    url: (ids) => `/api/cohorts/${ids.cohort}/modules`,
    payload: () => MODULE,
    status: staffOnly(201),
  },
  {
    name: 'reorder modules',
    method: 'PUT',
    url: (ids) => `/api/cohorts/${ids.cohort}/module-order`,
    payload: (ids) => ({ moduleIds: [ids.module] }),
    status: staffOnly(200),
  },
  {
    name: 'edit a module',
    method: 'PUT',
    url: (ids) => `/api/modules/${ids.module}`,
    payload: () => MODULE,
    status: staffOnly(200),
  },
  { name: 'delete a module', method: 'DELETE', url: (ids) => `/api/modules/${ids.module}`, status: staffOnly(204) },
  {
    name: 'upload a module file',
    method: 'POST',
    url: (ids) => `/api/modules/${ids.module}/files`,
    payload: () => PDF,
    headers: upload,
    status: staffOnly(201),
  },
  {
    name: 'download a module file',
    method: 'GET',
    url: (ids) => `/api/modules/${ids.module}/files/${ids.file}`,
    status: staffOnly(200),
  },
  {
    name: 'remove a module file',
    method: 'DELETE',
    url: (ids) => `/api/modules/${ids.module}/files/${ids.file}`,
    status: staffOnly(204),
  },
  { name: 'read own modules', method: 'GET', url: () => '/api/student/modules', status: studentOnly(200) },
  {
    name: 'tick a module of own cohort',
    method: 'PUT',
    url: (ids) => `/api/student/modules/${ids.module}/done`,
    payload: () => ({ done: true }),
    status: studentOnly(200),
  },
  {
    name: "tick another cohort's module",
    method: 'PUT',
    url: (ids) => `/api/student/modules/${ids.otherModule}/done`,
    payload: () => ({ done: true }),
    status: studentOnly(404),
  },
  {
    name: 'download a file of own cohort',
    method: 'GET',
    url: (ids) => `/api/student/modules/${ids.module}/files/${ids.file}`,
    status: studentOnly(200),
  },
  {
    name: "download another cohort's file",
    method: 'GET',
    url: (ids) => `/api/student/modules/${ids.otherModule}/files/${ids.otherFile}`,
    status: studentOnly(404),
  },
  {
    name: "download another cohort's file through own module",
    method: 'GET',
    url: (ids) => `/api/student/modules/${ids.module}/files/${ids.otherFile}`,
    status: studentOnly(404),
  },
];

const cases = EXPECTED.flatMap((endpoint) => CALLERS.map((caller) => [endpoint.name, caller, endpoint] as const));

describeOnOneBackend('programme delivery access: cohorts, members, modules, pairing, the student’s modules', (backend) => {
  const service = useTestService(backend);
  let ids: Ids;

  beforeEach(async () => {
    service.setClock(NOW);
    for (const role of ROLES) await service.addUser(uidOf(role), role);
    await service.addUser(OTHER, 'student');
    await service.addUser(NEWCOMER, 'student');
    await addAlumniProfile(service, uidOf('alumni'), { openToMentoring: true, createdAt: NOW, updatedAt: NOW });
    const program = await addProgram(service, { slug: 'stepup' });
    const cohort = await addCohort(service, { programId: program.id });
    const other = await addCohort(service, { programId: program.id, name: 'Other cohort' });
    await addMember(service, cohort.id, uidOf('student'));
    await addMember(service, cohort.id, OTHER);
    await addMember(service, other.id, 'other-student');
    const module = await addModule(service, cohort.id, { position: 1 });
    const otherModule = await addModule(service, other.id, { position: 1 });
    ids = {
      program: program.id,
      cohort: cohort.id,
      module: module.id,
      file: await addModuleFile(service, module.id),
      otherModule: otherModule.id,
      otherFile: await addModuleFile(service, otherModule.id),
    };
  });

  const refusalsAudited = (uid: string) =>
    service.count(
      sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'permission_check' AND granted = false AND user_id = ${uid}`,
    );

  it.each(cases)('%s as %s', async (_name, caller, endpoint) => {
    const before = await deliverySnapshot(service);
    const payload = endpoint.payload?.(ids);
    const response = await service.request({
      method: endpoint.method,
      url: endpoint.url(ids),
      headers: { ...(caller === 'anonymous' ? {} : service.as(uidOf(caller))), ...endpoint.headers },
      ...(payload ? { payload } : {}),
    });
    const expected = endpoint.status(caller);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json().error.message).toEqual(expect.any(String));
      expect(await deliverySnapshot(service)).toBe(before);
    }
    if (expected === 401) expect(response.json().error.message).toBe('No authenticated user');
    if (expected === 403) expect(await refusalsAudited(uidOf(caller))).toBe(1);
    if (expected === 404) expect(response.json().error.message).toMatch(/^No such (module|file)\.$/);
  });
});
