// One mentorship from both sides: what each sees, the check-in log, the task checklist, and an ended mentorship.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { MENTORING_MESSAGES } from './mentoringMessages.js';
import { addCohort, addMentorship, endMentorship } from '../testing/fixtures.js';
import { mentoringClient, refusalsOf } from './testing.js';

// 22:30 in UTC is 01:30 the next day in Nairobi, the programme's zone.
const LATE_EVENING_UTC = new Date(Date.UTC(2027, 2, 1, 22, 30));

describeOnEachBackend('mentoring: a mentorship from both sides', (backend) => {
  const service = useTestService(backend);
  let id = '';
  const student = () => mentoringClient(service, 'amara');
  const mentor = () => mentoringClient(service, 'zola');

  beforeEach(async () => {
    service.setClock(LATE_EVENING_UTC);
    await service.addUser('amara', 'student', { displayName: 'Amara Obi', email: 'amara@example.org' });
    await service.addUser('zola', 'alumni', { displayName: 'Zola Dube', email: 'zola@example.org' });
    const cohort = await addCohort(service, { name: 'StepUp Scholars 2027' });
    id = (await addMentorship(service, { studentUid: 'amara', mentorUid: 'zola', cohortId: cohort.id })).id;
  });

  it("shows the student their mentor with the mentor's address, and the mentor no address at all", async () => {
    const mine = await student().mine();
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({
      id,
      student: { uid: 'amara', displayName: 'Amara Obi', role: 'student' },
      mentor: { uid: 'zola', displayName: 'Zola Dube', role: 'alumni', email: 'zola@example.org', headline: null },
      cohortName: 'StepUp Scholars 2027',
      pairedAt: '2026-01-05T00:00:00.000Z',
      you: 'student',
      tasks: [],
      checkins: [],
      unreadMessages: 0,
      endedAt: null,
      endedBy: null,
      endNote: null,
    });
    expect((await student().mentorship(id)).json()).toEqual(mine.json());

    const seen = await mentor().mentorship(id);
    expect(seen.json()).toMatchObject({ you: 'mentor', mentor: { email: null }, student: { uid: 'amara' } });
    expect(seen.body).not.toContain('amara@example.org');
    const mentees = await mentor().mentees();
    expect(mentees.json()).toEqual({
      items: [
        {
          mentorshipId: id,
          student: { uid: 'amara', displayName: 'Amara Obi', role: 'student' },
          cohortName: 'StepUp Scholars 2027',
          pairedAt: '2026-01-05T00:00:00.000Z',
          unreadMessages: 0,
          lastMessageAt: null,
          openTasks: 0,
        },
      ],
    });
    expect(mentees.body).not.toContain('amara@example.org');
  });

  it('answers a student without a mentor in words', async () => {
    await service.addUser('tendai', 'student');
    const none = await mentoringClient(service, 'tendai').mine();
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(MENTORING_MESSAGES.noMentor);
  });

  it("logs check-ins from either side, newest meeting first, dated by the programme's calendar", async () => {
    // Already 2 March in Nairobi, though still 1 March in UTC.
    const today = await student().checkin(id, {
      metOn: '2027-03-02',
      notes: 'Talked about the essay.',
      nextSteps: 'Draft by Friday.',
    });
    expect(today.statusCode, today.body).toBe(201);
    expect(today.json()).toMatchObject({
      authorUid: 'amara',
      authorName: 'Amara Obi',
      metOn: '2027-03-02',
      nextSteps: 'Draft by Friday.',
    });
    const earlier = await mentor().checkin(id, { metOn: '2027-02-14', notes: 'First meeting.', nextSteps: '' });
    expect(earlier.statusCode, earlier.body).toBe(201);

    const checkins = (await student().mentorship(id)).json().checkins;
    expect(checkins.map((checkin: { metOn: string; authorName: string }) => [checkin.metOn, checkin.authorName])).toEqual([
      ['2027-03-02', 'Amara Obi'],
      ['2027-02-14', 'Zola Dube'],
    ]);

    const future = await mentor().checkin(id, { metOn: '2027-03-03', notes: 'Not yet.', nextSteps: '' });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fieldErrors).toEqual({ metOn: MENTORING_MESSAGES.metOnFuture });
    for (const metOn of ['2027-02-30', '0000-01-01', 'yesterday']) {
      const bad = await mentor().checkin(id, { metOn, notes: 'Odd date.', nextSteps: '' });
      expect(bad.statusCode, metOn).toBe(400);
      expect(bad.json().error.fieldErrors.metOn).toBe(LEARNING_MESSAGES.metOn);
    }
    const noNotes = await mentor().checkin(id, { metOn: '2027-03-01', notes: ' ', nextSteps: '' });
    expect(noNotes.json().error.fieldErrors.notes).toBe(LEARNING_MESSAGES.checkinNotes);
    expect(await service.count(sql`SELECT count(*) AS n FROM mentor_checkins`)).toBe(2);
  });

  it('keeps a checklist both sides tick off, in the order it was agreed', async () => {
    const first = (await mentor().addTask(id, 'Read chapter 2')).json();
    service.setClock(new Date(LATE_EVENING_UTC.getTime() + 60_000));
    const second = await student().addTask(id, 'Book the lab visit');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ title: 'Book the lab visit', doneAt: null });

    const done = await student().setDone(id, first.id, true);
    expect(done.statusCode, done.body).toBe(200);
    const doneAt = done.json().doneAt;
    expect(doneAt).toBe(new Date(LATE_EVENING_UTC.getTime() + 60_000).toISOString());
    // Ticking it again keeps when it was first done.
    service.setClock(new Date(LATE_EVENING_UTC.getTime() + 120_000));
    expect((await mentor().setDone(id, first.id, true)).json().doneAt).toBe(doneAt);
    expect((await mentor().mentees()).json().items[0].openTasks).toBe(1);

    const tasks = (await mentor().mentorship(id)).json().tasks;
    expect(tasks.map((task: { title: string; doneAt: string | null }) => [task.title, task.doneAt])).toEqual([
      ['Read chapter 2', doneAt],
      ['Book the lab visit', null],
    ]);
    expect((await student().setDone(id, first.id, false)).json().doneAt).toBeNull();

    expect((await mentor().removeTask(id, second.json().id)).statusCode).toBe(204);
    const again = await mentor().removeTask(id, second.json().id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(MENTORING_MESSAGES.noSuchTask);
    expect((await student().mentorship(id)).json().tasks).toHaveLength(1);

    expect((await student().addTask(id, '')).json().error.fieldErrors.title).toBe(LEARNING_MESSAGES.taskTitle);
    expect((await student().setDone(id, first.id, 'yes' as never)).statusCode).toBe(400);
  });

  it("keeps one mentorship's tasks out of another's reach", async () => {
    await service.addUser('tendai', 'student');
    const other = await addMentorship(service, { studentUid: 'tendai', mentorUid: 'zola' });
    const theirs = (await mentor().addTask(other.id, 'Tendai’s task')).json();
    expect((await student().setDone(id, theirs.id, true)).statusCode).toBe(404);
    expect((await student().removeTask(id, theirs.id)).statusCode).toBe(404);
    expect(await service.rows(sql`SELECT title, done_at FROM mentor_tasks`)).toEqual([{ title: 'Tendai’s task', done_at: null }]);
  });

  it('lets its two people read an ended mentorship, and no one write to it', async () => {
    const task = (await student().addTask(id, 'Finish the report')).json();
    await student().send(id, 'Thank you for everything!');
    await endMentorship(service, id);

    expect((await student().mentorship(id)).statusCode).toBe(200);
    expect((await mentor().mentorship(id)).json().unreadMessages).toBe(1);
    expect((await mentor().messages(id)).json().items).toHaveLength(1);
    // The mentee's page still answers it, as ended, so its conversation stays readable (decision 0052, amended).
    expect((await student().mine()).json()).toMatchObject({ id, endedAt: expect.any(String), endedBy: null });
    expect((await mentor().mentees()).json().items).toEqual([]);

    const before = await service.rows(sql`SELECT
      (SELECT count(*) FROM mentor_messages) AS messages, (SELECT count(*) FROM mentor_checkins) AS checkins,
      (SELECT json_agg(json_build_object('title', title, 'done', done_at IS NOT NULL)) FROM mentor_tasks) AS tasks`);
    for (const attempt of [
      () => mentor().send(id, 'Good luck!'),
      () => student().checkin(id, { metOn: '2027-03-01', notes: 'Last one.', nextSteps: '' }),
      () => student().addTask(id, 'Another'),
      () => student().setDone(id, task.id, true),
      () => mentor().removeTask(id, task.id),
    ]) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(MENTORING_MESSAGES.ended);
    }
    expect(
      await service.rows(sql`SELECT
      (SELECT count(*) FROM mentor_messages) AS messages, (SELECT count(*) FROM mentor_checkins) AS checkins,
      (SELECT json_agg(json_build_object('title', title, 'done', done_at IS NOT NULL)) FROM mentor_tasks) AS tasks`),
    ).toEqual(before);
  });

  it('refuses a participant whose role no longer allows their side, with an audit entry', async () => {
    await service.rows(sql`UPDATE users SET role = 'applicant' WHERE uid = 'zola'`);
    const mentorRefused = await mentor().mentorship(id);
    expect(mentorRefused.statusCode).toBe(403);
    expect(await refusalsOf(service, 'zola')).toBe(1);

    await service.rows(sql`UPDATE users SET role = 'alumni' WHERE uid = 'zola'`);
    await service.rows(sql`UPDATE users SET role = 'alumni' WHERE uid = 'amara'`);
    expect((await student().send(id, 'Hello?')).statusCode).toBe(403);
    expect(await refusalsOf(service, 'amara')).toBe(1);
    expect(await service.count(sql`SELECT count(*) AS n FROM mentor_messages`)).toBe(0);
  });
});
