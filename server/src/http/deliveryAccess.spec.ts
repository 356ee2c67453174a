// Every programme delivery endpoint of routes/delivery.ts against every kind of caller: anonymous, signed in without
// a profile, and each of the six roles; for the student, their own cohort's modules and another cohort's. Refusals
// must change nothing, and a signed-in caller's refusal is audited.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { operationPath, type Operation, type HttpMethod } from '@sla/contract/operations';
import * as learning from '@sla/contract/operations/learning';
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
    headers,
    allowed,
  }: {
    params?: (ids: Ids) => Record<string, string>;
    query?: (ids: Ids) => string;
    payload?: (ids: Ids) => object | Buffer;
    headers?: Record<string, string>;
    /** What those it lets in get, when not its success: 404 for another cohort's module. */
    allowed?: number;
  } = {},
) {
  return {
    ...operationCase(operation, allowed),
    url: (ids: Ids) => `/api${operationPath(operation.path, params?.(ids))}${query(ids)}`,
    ...(payload ? { payload } : {}),
    ...(headers ? { headers } : {}),
  };
}

const EXPECTED: {
  name: string;
  method: HttpMethod;
  url: (ids: Ids) => string;
  payload?: (ids: Ids) => object | Buffer;
  headers?: Record<string, string>;
  status: (caller: Caller) => number;
}[] = [
  // Cohorts, members and pairing: rows from their declarations (@sla/contract/operations), so the service is held to them.
  declared(learning.listCohorts, { query: (ids) => `?programId=${ids.program}` }),
  declared(learning.getCohort, { params: (ids) => ({ id: ids.cohort }) }),
  declared(learning.createCohort, { params: (ids) => ({ id: ids.program }), payload: () => COHORT }),
  declared(learning.updateCohort, { params: (ids) => ({ id: ids.cohort }), payload: () => COHORT }),
  declared(learning.listMembers, { params: (ids) => ({ id: ids.cohort }) }),
  declared(learning.cohortCandidates, { params: (ids) => ({ id: ids.cohort }) }),
  declared(learning.addMembers, { params: (ids) => ({ id: ids.cohort }), payload: () => ({ uids: [NEWCOMER] }) }),
  declared(learning.completeMember, { params: (ids) => ({ id: ids.cohort, uid: OTHER }), payload: () => ({}) }),
  declared(learning.listMentorCandidates),
  declared(learning.pairMentor, {
    params: (ids) => ({ id: ids.cohort, uid: OTHER }),
    payload: () => ({ mentorUid: uidOf('alumni') }),
  }),
  declared(learning.setEarlierWork, { params: (ids) => ({ id: ids.cohort, uid: OTHER }), payload: () => ({ owes: true }) }),
  declared(learning.unpairMentor, { params: (ids) => ({ id: ids.cohort, uid: OTHER }) }),
  // Modules, their files and the student's modules: rows from their declarations too.
  declared(learning.listModules, { params: (ids) => ({ id: ids.cohort }) }),
  declared(learning.createModule, { params: (ids) => ({ id: ids.cohort }), payload: () => MODULE }),
  declared(learning.reorderModules, {
    params: (ids) => ({ id: ids.cohort }),
    payload: (ids) => ({ moduleIds: [ids.module] }),
  }),
  declared(learning.updateModule, { params: (ids) => ({ id: ids.module }), payload: () => MODULE }),
  declared(learning.deleteModule, { params: (ids) => ({ id: ids.module }) }),
  declared(learning.uploadModuleFile, { params: (ids) => ({ id: ids.module }), payload: () => PDF, headers: upload }),
  declared(learning.downloadModuleFile, { params: (ids) => ({ id: ids.module, fileId: ids.file }) }),
  declared(learning.removeModuleFile, { params: (ids) => ({ id: ids.module, fileId: ids.file }) }),
  declared(learning.listStudentModules),
  declared(learning.setModuleDone, { params: (ids) => ({ id: ids.module }), payload: () => ({ done: true }) }),
  {
    ...declared(learning.setModuleDone, {
      params: (ids) => ({ id: ids.otherModule }),
      payload: () => ({ done: true }),
      allowed: 404,
    }),
    name: "tick another cohort's module",
  },
  declared(learning.downloadStudentModuleFile, { params: (ids) => ({ id: ids.module, fileId: ids.file }) }),
  {
    ...declared(learning.downloadStudentModuleFile, {
      params: (ids) => ({ id: ids.otherModule, fileId: ids.otherFile }),
      allowed: 404,
    }),
    name: "download another cohort's file",
  },
  {
    ...declared(learning.downloadStudentModuleFile, {
      params: (ids) => ({ id: ids.module, fileId: ids.otherFile }),
      allowed: 404,
    }),
    name: "download another cohort's file through own module",
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
