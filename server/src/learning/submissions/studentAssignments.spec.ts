import { beforeEach, expect, it } from 'vitest';
import type { CohortRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { daysFrom } from '../../testing/fixtures.js';
import { addAssignment, addCohort, addMember, addModule, addSubmission } from '../testing/fixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const AMINA = 'amina';

describeOnEachBackend("a student's assignments", (backend) => {
  const service = useTestService(backend);
  let cohort: CohortRow;
  beforeEach(async () => {
    service.setClock(NOW);
    cohort = await addCohort(service, { timeZone: 'Africa/Lagos' });
    await addMember(service, cohort.id, AMINA);
    await addMember(service, cohort.id, 'bola');
  });

  const get = async (url: string, uid = AMINA) => {
    const response = await service.request({ method: 'GET', url: `/api${url}`, headers: service.as(uid) });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists the cohort’s assignments by due date, each with how the caller’s own work stands', async () => {
    const module = await addModule(service, cohort.id, { title: 'Asking questions' });
    const add = (title: string, days: number, fields = {}) =>
      addAssignment(service, cohort.id, { title, dueAt: daysFrom(NOW, days), ...fields });
    const graded = await add('Graded', -20, { maxPoints: 20 });
    const missed = await add('Missed', -10);
    const late = await add('Late', -5, { lateAccepted: true });
    const returned = await add('Returned', -3);
    const onTime = await add('On time', 2, { moduleId: module.id });
    const toDo = await add('To do', 9);
    await addSubmission(service, graded, AMINA, {
      submittedAt: daysFrom(NOW, -21),
      status: 'graded',
      grade: 17,
      markedAt: daysFrom(NOW, -19),
    });
    await addSubmission(service, late, AMINA, { submittedAt: daysFrom(NOW, -4), late: true });
    await addSubmission(service, returned, AMINA, { submittedAt: daysFrom(NOW, -4), status: 'returned' });
    await addSubmission(service, onTime, AMINA, { submittedAt: daysFrom(NOW, -1) });
    // Someone else's work changes nothing for the caller.
    await addSubmission(service, toDo, 'bola', { submittedAt: daysFrom(NOW, -1), status: 'graded', grade: 90 });

    const { status, body } = await get('/student/assignments');
    expect(status).toBe(200);
    expect(
      body.items.map((item: { title: string; status: string; overdue: boolean; grade: number | null }) => [
        item.title,
        item.status,
        item.overdue,
        item.grade,
      ]),
    ).toEqual([
      ['Graded', 'graded', false, 17],
      ['Missed', 'to_do', true, null],
      ['Late', 'late', false, null],
      ['Returned', 'returned', false, null],
      ['On time', 'submitted', false, null],
      ['To do', 'to_do', false, null],
    ]);
    expect(body.items[4]).toEqual({
      id: onTime.id,
      title: 'On time',
      moduleTitle: 'Asking questions',
      dueAt: daysFrom(NOW, 2).toISOString(),
      lateAccepted: false,
      status: 'submitted',
      overdue: false,
      setBeforeJoining: false,
      grade: null,
      maxPoints: 100,
    });
    expect(body.items[1].id).toBe(missed.id);
  });

  it('opens one with its instructions rendered, the programme’s time zone and the rules', async () => {
    const assignment = await addAssignment(service, cohort.id, {
      dueAt: daysFrom(NOW, 3),
      instructions: '# Task\n\nWrite <script>alert(1)</script> **one** question.',
      fileTypes: ['application/pdf', 'image/png'],
      maxFileMb: 5,
    });
    const { status, body } = await get(`/student/assignments/${assignment.id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: assignment.id,
      timeZone: 'Africa/Lagos',
      dueAt: daysFrom(NOW, 3).toISOString(),
      fileTypes: ['application/pdf', 'image/png'],
      maxFileMb: 5,
      textAnswer: true,
      lateAccepted: false,
      maxPoints: 100,
      status: 'to_do',
      canHandIn: true,
      handInRefusal: null,
      submission: null,
      pendingFiles: [],
    });
    expect(body.instructionsHtml).toContain('<h2');
    expect(body.instructionsHtml).toContain('<strong>one</strong>');
    expect(body.instructionsHtml).not.toContain('<script');
  });

  it('gives a student in no cohort an empty list, and staff a 403', async () => {
    await service.addUser('loner', 'student');
    await addAssignment(service, cohort.id, { dueAt: daysFrom(NOW, 3) });
    expect(await get('/student/assignments', 'loner')).toEqual({ status: 200, body: { items: [] } });
    await service.addUser('sam', 'staff');
    expect((await get('/student/assignments', 'sam')).status).toBe(403);
  });
});
