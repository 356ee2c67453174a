import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import { addApplication } from '../../applications/testing.js';
import type { ApplicationRow, ProgramRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addCohort, addMember } from '../testing/fixtures.js';
import { deliverySnapshot } from './cohortFixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const released = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

describeOnEachBackend('students in no cohort: listed for staff and added to one', (backend) => {
  const service = useTestService(backend);
  let stepUp: ProgramRow;
  let cohortId: string;
  let otherCohortId: string;

  const accepted = (userId: string, program: ProgramRow, fields: Partial<ApplicationRow> = {}) =>
    addApplication(service, {
      userId,
      programId: program.id,
      status: 'decided',
      decision: 'accepted',
      decidedAt: released(20),
      decisionReleaseAt: released(10),
      releasedAt: released(10),
      ...fields,
    });

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff');
    stepUp = await addProgram(service, { slug: 'stepup', name: 'StepUp Scholars' });
    const bridge = await addProgram(service, { slug: 'bridge', name: 'Bridge Year' });
    cohortId = (await addCohort(service, { programId: stepUp.id, name: 'StepUp 2026' })).id;
    otherCohortId = (await addCohort(service, { programId: bridge.id, name: 'Bridge 2026' })).id;
    // Students in no cohort: accepted to StepUp (and earlier to Bridge), one given the role by hand, one who left.
    await service.addUser('zola', 'student', { displayName: 'zola Bekele', email: 'zola@example.org' });
    await accepted('zola', bridge, { releasedAt: released(300) });
    await accepted('zola', stepUp);
    await service.addUser('amina', 'student', { displayName: 'Amina Okafor' });
    await accepted('amina', bridge);
    // Accepted but not yet told, and turned down: neither says where she belongs.
    await accepted('amina', stepUp, { releasedAt: null, decisionReleaseAt: released(-5) });
    await service.addUser('nameless', 'student', { displayName: null, email: null });
    await service.addUser('left', 'student', { displayName: 'Lerato Left' });
    await addMember(service, cohortId, 'left', { status: 'withdrawn' });
    // Not candidates: active in a cohort, or not students.
    await service.addUser('active', 'student', { displayName: 'Active Ade' });
    await addMember(service, otherCohortId, 'active');
    await service.addUser('applicant', 'applicant', { displayName: 'Applying Abe' });
    await service.addUser('alum', 'alumni', { displayName: 'Alumna Ama' });
    await addMember(service, cohortId, 'alum', { status: 'completed' });
  });

  const send = async (method: 'GET' | 'POST', url: string, payload?: object, uid = 'staff') => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const candidates = () => send('GET', `/cohorts/${cohortId}/candidates`);
  const add = (uids: string[], id = cohortId) => send('POST', `/cohorts/${id}/members`, { uids });
  const activeIn = (uid: string) =>
    service.rows(sql`SELECT cohort_id AS "cohortId" FROM cohort_members WHERE uid = ${uid} AND status = 'active'`);

  it('lists students in no cohort by name, each with the programme of their latest released acceptance', async () => {
    const { status, body } = await candidates();
    expect(status).toBe(200);
    expect(body.items).toEqual([
      { uid: 'amina', displayName: 'Amina Okafor', email: 'amina@example.org', acceptedProgramName: 'Bridge Year' },
      { uid: 'left', displayName: 'Lerato Left', email: 'left@example.org', acceptedProgramName: null },
      { uid: 'zola', displayName: 'zola Bekele', email: 'zola@example.org', acceptedProgramName: 'StepUp Scholars' },
      { uid: 'nameless', displayName: null, email: null, acceptedProgramName: null },
    ]);
    expect((await send('GET', '/cohorts/no-such-cohort/candidates')).status).toBe(404);
  });

  it('adds them as active members, one who left this cohort coming back, and answers the cohort’s members', async () => {
    const { status, body } = await add(['zola', 'left', 'zola']);
    expect(status).toBe(200);
    expect(body.items.map((member: { uid: string; status: string }) => [member.uid, member.status])).toEqual([
      ['alum', 'completed'],
      ['left', 'active'],
      ['zola', 'active'],
    ]);
    expect(body.items.find((member: { uid: string }) => member.uid === 'zola')).toMatchObject({
      joinedAt: NOW.toISOString(),
      completedAt: null,
      modulesDone: 0,
      mentor: null,
    });
    expect(body).toEqual((await send('GET', `/cohorts/${cohortId}/members`)).body);
    expect((await candidates()).body.items.map((candidate: { uid: string }) => candidate.uid)).toEqual(['amina', 'nameless']);
    // The student now sees the cohort as theirs.
    const own = await send('GET', '/student/modules', undefined, 'zola');
    expect(own.body.cohort).toMatchObject({ id: cohortId, status: 'active' });
  });

  it('adds nobody when anyone is not a student or already active in a cohort: 409 naming each', async () => {
    const before = await deliverySnapshot(service);
    const refused = await add(['zola', 'active', 'applicant', 'ghost', 'alum']);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      COHORT_MESSAGES.cannotAdd(['Alumna Ama', 'Applying Abe', 'ghost'], ['Active Ade (Bridge 2026)']),
    );
    expect(refused.body.error.message).toBe(
      'Only students who are in no cohort can be added, so nobody was added. Not a student: Alumna Ama, Applying Abe, ghost. Already in a cohort: Active Ade (Bridge 2026).',
    );
    expect(await deliverySnapshot(service)).toBe(before);

    expect((await add(['zola'])).status).toBe(200);
    const again = await add(['zola'], otherCohortId);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(COHORT_MESSAGES.cannotAdd([], ['zola Bekele (StepUp 2026)']));
    expect(await activeIn('zola')).toEqual([{ cohortId }]);
  });

  it('refuses an unknown cohort (404) and an empty or malformed list (400), changing nothing', async () => {
    const before = await deliverySnapshot(service);
    const unknown = await add(['zola'], 'no-such-cohort');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(COHORT_MESSAGES.notFound);
    const empty = await add([]);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fieldErrors).toEqual({ uids: 'Choose at least one student.' });
    expect((await send('POST', `/cohorts/${cohortId}/members`, { uids: 'zola' })).status).toBe(400);
    expect(await deliverySnapshot(service)).toBe(before);
  });

  it('puts a student added to two cohorts at the same moment into one of them only', async () => {
    const answers = await Promise.all([add(['zola', 'amina']), add(['amina'], otherCohortId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const active = await service.rows(sql`SELECT uid FROM cohort_members WHERE uid = 'amina' AND status = 'active'`);
    expect(active).toHaveLength(1);
  });

  it('is for those who manage programme settings: staff and admins', async () => {
    await service.addUser('admin', 'admin');
    expect((await send('GET', `/cohorts/${cohortId}/candidates`, undefined, 'admin')).status).toBe(200);
    expect((await send('GET', `/cohorts/${cohortId}/candidates`, undefined, 'zola')).status).toBe(403);
    expect((await send('POST', `/cohorts/${cohortId}/members`, { uids: ['zola'] }, 'zola')).status).toBe(403);
    expect(await activeIn('zola')).toEqual([]);
  });
});
