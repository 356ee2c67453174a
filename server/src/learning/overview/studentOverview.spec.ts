import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { moduleProgress } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { daysFrom } from '../../testing/fixtures.js';
import { addAssignment, addCohort, addMember, addMentorship, addModule, addSubmission } from '../testing/fixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const AMINA = 'amina';

describeOnEachBackend("a student's overview", (backend) => {
  const service = useTestService(backend);
  beforeEach(() => service.setClock(NOW));

  const overview = async (uid = AMINA) => {
    const response = await service.request({ method: 'GET', url: '/api/student/overview', headers: service.as(uid) });
    return { status: response.statusCode, body: response.json() };
  };

  it('gives a student in no cohort zeros and empty lists', async () => {
    await service.addUser(AMINA, 'student');
    expect(await overview()).toEqual({
      status: 200,
      body: {
        cohort: null,
        progress: {
          modulesOpened: 0,
          modulesTotal: 0,
          modulesDone: 0,
          assignmentsTotal: 0,
          assignmentsHandedIn: 0,
          assignmentsGraded: 0,
          averagePercent: null,
        },
        dueNext: [],
        recentFeedback: [],
        mentor: null,
        unreadMessages: 0,
      },
    });
  });

  it('sums up progress, what is due next, recent feedback and the mentor', async () => {
    const cohort = await addCohort(service, { name: 'StepUp 2026' });
    await addMember(service, cohort.id, AMINA);
    await addMember(service, cohort.id, 'bola');
    const opened = await addModule(service, cohort.id, { opensAt: daysFrom(NOW, -10) });
    await addModule(service, cohort.id, { position: 2, opensAt: daysFrom(NOW, -1) });
    await addModule(service, cohort.id, { position: 3, opensAt: daysFrom(NOW, 5) });
    await service.database.db.insert(moduleProgress).values({ moduleId: opened.id, uid: AMINA, doneAt: NOW });

    const add = (title: string, days: number, fields = {}) =>
      addAssignment(service, cohort.id, { title, dueAt: daysFrom(NOW, days), ...fields });
    const graded = await add('Graded', -20, { maxPoints: 20 });
    const graded2 = await add('Graded too', -15, { maxPoints: 50 });
    await add('Missed', -10);
    const lateOk = await add('Late is fine', -8, { lateAccepted: true });
    const returned = await add('Returned', -3);
    const handedIn = await add('Handed in', 2);
    const soon = await add('Soon', 3);
    const later = await add('Later', 9);
    await addSubmission(service, graded, AMINA, {
      submittedAt: daysFrom(NOW, -21),
      status: 'graded',
      grade: 15,
      feedback: 'Good',
      markedAt: daysFrom(NOW, -12),
    });
    await addSubmission(service, graded2, AMINA, {
      submittedAt: daysFrom(NOW, -16),
      status: 'graded',
      grade: 40,
      feedback: 'Better',
      markedAt: daysFrom(NOW, -6),
    });
    await addSubmission(service, returned, AMINA, {
      submittedAt: daysFrom(NOW, -4),
      status: 'returned',
      feedback: 'Redo',
      markedAt: daysFrom(NOW, -2),
    });
    await addSubmission(service, handedIn, AMINA, { submittedAt: daysFrom(NOW, -1) });
    await addSubmission(service, soon, 'bola', { submittedAt: daysFrom(NOW, -1), status: 'graded', grade: 1, markedAt: NOW });
    await service.addUser('mentor-maya', 'alumni', { displayName: 'Maya Mentor' });
    await addMentorship(service, { studentUid: AMINA, mentorUid: 'mentor-maya', messages: { fromMentor: 3, fromStudent: 2 } });
    await service.database.db.execute(sql`UPDATE mentor_messages SET read_at = now() WHERE body = 'Message 0'`);

    const { status, body } = await overview();
    expect(status).toBe(200);
    expect(body.cohort).toMatchObject({ id: cohort.id, name: 'StepUp 2026', status: 'active', timeZone: 'Africa/Nairobi' });
    expect(body.progress).toEqual({
      modulesOpened: 2,
      modulesTotal: 3,
      modulesDone: 1,
      assignmentsTotal: 8,
      assignmentsHandedIn: 3,
      assignmentsGraded: 2,
      // (75% + 80%) / 2
      averagePercent: 78,
    });
    // The missed one takes no late work: past doing, so not in the way of what can still be done.
    expect(body.dueNext.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
      [lateOk.id, 'to_do'],
      [returned.id, 'returned'],
      [soon.id, 'to_do'],
      [later.id, 'to_do'],
    ]);
    expect(body.recentFeedback).toEqual([
      {
        assignmentId: returned.id,
        title: 'Returned',
        state: 'returned',
        grade: null,
        maxPoints: 100,
        feedback: 'Redo',
        markedAt: daysFrom(NOW, -2).toISOString(),
      },
      {
        assignmentId: graded2.id,
        title: 'Graded too',
        state: 'graded',
        grade: 40,
        maxPoints: 50,
        feedback: 'Better',
        markedAt: daysFrom(NOW, -6).toISOString(),
      },
      {
        assignmentId: graded.id,
        title: 'Graded',
        state: 'graded',
        grade: 15,
        maxPoints: 20,
        feedback: 'Good',
        markedAt: daysFrom(NOW, -12).toISOString(),
      },
    ]);
    expect(body.mentor).toEqual({ uid: 'mentor-maya', displayName: 'Maya Mentor', role: 'alumni' });
    expect(body.unreadMessages).toBe(2);
  });

  it('owes nothing due before the student joined: not overdue, not due next, not counted, unless handed in', async () => {
    const cohort = await addCohort(service);
    await addMember(service, cohort.id, AMINA, { joinedAt: daysFrom(NOW, -7) });
    const add = (title: string, days: number) => addAssignment(service, cohort.id, { title, dueAt: daysFrom(NOW, days) });
    await add('Before joining', -20);
    const handedInAnyway = await add('Handed in anyway', -15);
    await add('Also before', -10);
    await add('Missed since', -2);
    await add('Coming up', 3);
    await addSubmission(service, handedInAnyway, AMINA, { submittedAt: daysFrom(NOW, -1), late: true });

    const { body } = await overview();
    expect(body.dueNext.map((item: { title: string }) => item.title)).toEqual(['Coming up']);
    expect(body.progress).toMatchObject({ assignmentsTotal: 3, assignmentsHandedIn: 1 });

    const list = await service.request({ method: 'GET', url: '/api/student/assignments', headers: service.as(AMINA) });
    const shown = Object.fromEntries(
      list
        .json()
        .items.map((item: { title: string; overdue: boolean; setBeforeJoining: boolean }) => [
          item.title,
          [item.overdue, item.setBeforeJoining],
        ]),
    );
    expect(shown).toEqual({
      'Before joining': [false, true],
      'Handed in anyway': [false, false],
      'Also before': [false, true],
      'Missed since': [true, false],
      'Coming up': [false, false],
    });
  });

  it('counts work set before joining as owed once staff say so, and back to not owed when they undo it', async () => {
    const cohort = await addCohort(service);
    await service.addUser('staff-kofi', 'staff');
    await addMember(service, cohort.id, AMINA, { joinedAt: daysFrom(NOW, -7) });
    await addAssignment(service, cohort.id, { title: 'Before joining', dueAt: daysFrom(NOW, -20) });
    await addAssignment(service, cohort.id, { title: 'Coming up', dueAt: daysFrom(NOW, 3) });
    const say = (owes: unknown) =>
      service.request({
        method: 'PUT',
        url: `/api/cohorts/${cohort.id}/members/${AMINA}/earlier-work`,
        headers: service.as('staff-kofi'),
        payload: { owes },
      });
    const before = async () => {
      const list = await service.request({ method: 'GET', url: '/api/student/assignments', headers: service.as(AMINA) });
      const item = list.json().items.find((each: { title: string }) => each.title === 'Before joining');
      return {
        overdue: item.overdue,
        setBeforeJoining: item.setBeforeJoining,
        total: (await overview()).body.progress.assignmentsTotal,
      };
    };
    expect(await before()).toEqual({ overdue: false, setBeforeJoining: true, total: 1 });

    const owed = await say(true);
    expect(owed.statusCode).toBe(200);
    expect(owed.json()).toMatchObject({ uid: AMINA, owesEarlierWork: true, dueBeforeJoining: 1 });
    expect(await before()).toEqual({ overdue: true, setBeforeJoining: false, total: 2 });

    const refused = await say('yes');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ owes: 'Say whether the student owes the earlier work.' });
    expect((await before()).overdue).toBe(true);

    expect((await say(false)).json()).toMatchObject({ owesEarlierWork: false });
    expect(await before()).toEqual({ overdue: false, setBeforeJoining: true, total: 1 });
    const unknown = await service.request({
      method: 'PUT',
      url: `/api/cohorts/${cohort.id}/members/nobody/earlier-work`,
      headers: service.as('staff-kofi'),
      payload: { owes: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows at most five things due next', async () => {
    const cohort = await addCohort(service);
    await addMember(service, cohort.id, AMINA);
    for (let day = 1; day <= 7; day += 1)
      await addAssignment(service, cohort.id, { title: `Day ${day}`, dueAt: daysFrom(NOW, day) });
    const { body } = await overview();
    expect(body.dueNext.map((item: { title: string }) => item.title)).toEqual(['Day 1', 'Day 2', 'Day 3', 'Day 4', 'Day 5']);
    expect(body.progress.assignmentsTotal).toBe(7);
  });

  it('is for students only (access_student_portal)', async () => {
    await service.addUser('sam', 'staff');
    expect((await overview('sam')).status).toBe(403);
  });
});
