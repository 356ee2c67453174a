import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '@sla/contract/schemas';
import { COHORT_MESSAGES, ASSIGNMENT_MESSAGES } from '@sla/contract/serviceMessages';
import type { CohortRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { daysFrom } from '../../testing/fixtures.js';
import { addCohort, addMember, addModule, addSubmission, addSubmissionFile } from '../testing/fixtures.js';
import { duringModuleDelete } from '../testing/uncommitted.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const STAFF = 'sam';
const FORM = {
  title: 'Research question',
  instructions: 'Write **one** question.',
  moduleId: null,
  dueAt: '2026-03-09T14:00:00.000Z',
  fileTypes: ['application/pdf', 'application/pdf'],
  maxFileMb: 5,
  textAnswer: true,
  lateAccepted: false,
  maxPoints: 20,
};

describeOnEachBackend('assignments as staff set them', (backend) => {
  const service = useTestService(backend);
  let cohort: CohortRow;
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(STAFF, 'staff');
    cohort = await addCohort(service);
  });

  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(STAFF),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  const count = () => service.count(sql`SELECT count(*) AS n FROM assignments`);

  it('adds an assignment to a cohort, under one of its modules, and lists them soonest due first with their counts', async () => {
    const module = await addModule(service, cohort.id, { title: 'Asking questions' });
    const created = await call('POST', `/cohorts/${cohort.id}/assignments`, { ...FORM, moduleId: module.id });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      cohortId: cohort.id,
      moduleId: module.id,
      moduleTitle: 'Asking questions',
      title: 'Research question',
      instructions: 'Write **one** question.',
      dueAt: '2026-03-09T14:00:00.000Z',
      fileTypes: ['application/pdf'],
      maxFileMb: 5,
      textAnswer: true,
      lateAccepted: false,
      maxPoints: 20,
      rubric: null,
      counts: { submitted: 0, graded: 0, returned: 0 },
      rubricLocked: false,
      updatedAt: NOW.toISOString(),
    });
    const sooner = (
      await call('POST', `/cohorts/${cohort.id}/assignments`, { ...FORM, title: 'Sooner', dueAt: '2026-03-05T14:00:00Z' })
    ).body;
    const assignment = { id: created.body.id, cohortId: cohort.id };
    await addMember(service, cohort.id, 'amina');
    await addMember(service, cohort.id, 'bola');
    await addMember(service, cohort.id, 'chipo');
    await addSubmission(service, assignment, 'amina', { submittedAt: NOW });
    await addSubmission(service, assignment, 'bola', { submittedAt: NOW, status: 'graded', grade: 10 });
    await addSubmission(service, assignment, 'chipo', { submittedAt: NOW, status: 'returned' });
    const listed = await call('GET', `/cohorts/${cohort.id}/assignments`);
    expect(listed.body.items.map((item: { id: string }) => item.id)).toEqual([sooner.id, created.body.id]);
    expect(listed.body.items[1].counts).toEqual({ submitted: 1, graded: 1, returned: 1 });
  });

  it('refuses a module of another cohort, a due date out of range and broken rules (400), and an unknown cohort (404)', async () => {
    const elsewhere = await addModule(service, (await addCohort(service)).id);
    const wrongModule = await call('POST', `/cohorts/${cohort.id}/assignments`, { ...FORM, moduleId: elsewhere.id });
    expect(wrongModule.status).toBe(400);
    expect(wrongModule.body.error.fieldErrors).toEqual({ moduleId: ASSIGNMENT_MESSAGES.moduleNotInCohort });
    const ancient = await call('POST', `/cohorts/${cohort.id}/assignments`, { ...FORM, dueAt: '0100-01-01T00:00:00Z' });
    expect(ancient.body.error.fieldErrors).toEqual({ dueAt: LEARNING_MESSAGES.dueAt });
    const nothingTaken = await call('POST', `/cohorts/${cohort.id}/assignments`, { ...FORM, fileTypes: [], textAnswer: false });
    expect(nothingTaken.body.error.fieldErrors).toEqual({ fileTypes: LEARNING_MESSAGES.takesAnAnswer });
    const unknown = await call('POST', '/cohorts/no-such-cohort/assignments', FORM);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(COHORT_MESSAGES.notFound);
    expect((await call('GET', '/cohorts/no-such-cohort/assignments')).status).toBe(404);
    expect(await count()).toBe(0);
  });

  it('changes an assignment, and 404s an unknown one', async () => {
    const created = (await call('POST', `/cohorts/${cohort.id}/assignments`, FORM)).body;
    service.setClock(daysFrom(NOW, 1));
    const changed = await call('PUT', `/assignments/${created.id}`, { ...FORM, title: 'Two questions', lateAccepted: true });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: created.id,
      title: 'Two questions',
      lateAccepted: true,
      updatedAt: daysFrom(NOW, 1).toISOString(),
    });
    expect((await call('PUT', '/assignments/no-such-assignment', FORM)).status).toBe(404);
  });

  it('refuses to mark an assignment out of fewer points than a grade already given (409 naming it), changing nothing', async () => {
    const created = (await call('POST', `/cohorts/${cohort.id}/assignments`, FORM)).body;
    const assignment = { id: created.id, cohortId: cohort.id };
    await addMember(service, cohort.id, 'amina');
    await addMember(service, cohort.id, 'bola');
    await addMember(service, cohort.id, 'chipo');
    await addSubmission(service, assignment, 'amina', { submittedAt: NOW, status: 'graded', grade: 12 });
    await addSubmission(service, assignment, 'bola', { submittedAt: NOW, status: 'graded', grade: 16 });
    // Work waiting to be marked holds no grade, whatever it is later given.
    await addSubmission(service, assignment, 'chipo', { submittedAt: NOW });

    const refused = await call('PUT', `/assignments/${created.id}`, { ...FORM, title: 'Renamed', maxPoints: 15 });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ASSIGNMENT_MESSAGES.gradedAbove(16));
    expect(refused.body.error.message).toContain('A grade of 16 points has already been given');
    expect(await service.rows(sql`SELECT title, max_points AS "maxPoints" FROM assignments`)).toEqual([
      { title: 'Research question', maxPoints: 20 },
    ]);
    // Down to the highest grade given, or up, is fine.
    expect((await call('PUT', `/assignments/${created.id}`, { ...FORM, maxPoints: 16 })).body).toMatchObject({ maxPoints: 16 });
    expect((await call('PUT', `/assignments/${created.id}`, { ...FORM, maxPoints: 50 })).body).toMatchObject({ maxPoints: 50 });
  });

  it('answers 400, never 500, when the module an assignment is put under is deleted at that moment', async () => {
    const refusal = { moduleId: ASSIGNMENT_MESSAGES.moduleNotInCohort };
    const first = await addModule(service, cohort.id, { position: 1 });
    const created = await duringModuleDelete(service, first.id, () =>
      call('POST', `/cohorts/${cohort.id}/assignments`, { ...FORM, moduleId: first.id }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(400);
    expect(created.body.error.fieldErrors).toEqual(refusal);
    expect(await count()).toBe(0);

    const existing = (await call('POST', `/cohorts/${cohort.id}/assignments`, FORM)).body;
    const second = await addModule(service, cohort.id, { position: 1 });
    const updated = await duringModuleDelete(service, second.id, () =>
      call('PUT', `/assignments/${existing.id}`, { ...FORM, title: 'Moved', moduleId: second.id }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(400);
    expect(updated.body.error.fieldErrors).toEqual(refusal);
    expect(await service.rows(sql`SELECT title, module_id AS "moduleId" FROM assignments`)).toEqual([
      { title: 'Research question', moduleId: null },
    ]);
  });

  it('deletes an assignment with only files waiting, but refuses one with work handed in (409 in words)', async () => {
    const empty = (await call('POST', `/cohorts/${cohort.id}/assignments`, FORM)).body;
    await addMember(service, cohort.id, 'amina');
    await addSubmissionFile(service, empty.id, 'amina', { handedIn: false });
    expect((await call('DELETE', `/assignments/${empty.id}`)).status).toBe(204);
    expect(await service.count(sql`SELECT count(*) AS n FROM submission_files`)).toBe(0);

    const worked = (await call('POST', `/cohorts/${cohort.id}/assignments`, FORM)).body;
    await addSubmission(service, { id: worked.id, cohortId: cohort.id }, 'amina', { submittedAt: NOW });
    const refused = await call('DELETE', `/assignments/${worked.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ASSIGNMENT_MESSAGES.hasWork);
    expect(await count()).toBe(1);
    expect((await call('DELETE', `/assignments/${empty.id}`)).status).toBe(404);
  });
});
