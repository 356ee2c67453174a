import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { deliverySnapshot } from '../cohorts/cohortFixtures.js';
import { addAlumniProfile, addCohort, addMember, addMentorship } from '../testing/fixtures.js';

const NOW = new Date(Date.UTC(2026, 2, 1, 9, 0));

describeOnEachBackend('mentor pairing: staff pair each student with a mentor', (backend) => {
  const service = useTestService(backend);
  let cohortId: string;

  const offer = (uid: string, open: boolean) =>
    addAlumniProfile(service, uid, { openToMentoring: open, createdAt: NOW, updatedAt: NOW });

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff', { displayName: 'Kwame Mensah' });
    await service.addUser('admin', 'admin', { displayName: 'amina Admin' });
    await service.addUser('alum-open', 'alumni', { displayName: 'Chidi Alum' });
    await service.addUser('alum-closed', 'alumni', { displayName: 'Dayo Alum' });
    await service.addUser('alum-none', 'alumni', { displayName: 'Efe Alum' });
    await service.addUser('editor', 'content_editor', { displayName: 'Femi Editor' });
    await service.addUser('student', 'student', { displayName: 'Grace Student' });
    await service.addUser('other-student', 'student', { displayName: 'Hana Student' });
    await offer('alum-open', true);
    await offer('alum-closed', false);
    const program = await addProgram(service, { slug: 'stepup' });
    cohortId = (await addCohort(service, { programId: program.id })).id;
    await addMember(service, cohortId, 'student');
    await addMember(service, cohortId, 'left', { status: 'withdrawn' });
  });

  const pair = (uid: string, mentorUid: unknown) =>
    service.request({
      method: 'PUT',
      url: `/api/cohorts/${cohortId}/members/${uid}/mentor`,
      headers: service.as('staff'),
      payload: { mentorUid },
    });
  const unpair = (uid: string) =>
    service.request({ method: 'DELETE', url: `/api/cohorts/${cohortId}/members/${uid}/mentor`, headers: service.as('staff') });
  const pairings = () =>
    service.rows(
      sql`SELECT student_uid AS "studentUid", mentor_uid AS "mentorUid", cohort_id AS "cohortId", paired_by AS "pairedBy", ended_at IS NULL AS "current" FROM mentorships ORDER BY paired_at, id`,
    );

  it('offers staff, admins and alumni who offered to mentor, by name, with their current mentees', async () => {
    await addMentorship(service, { studentUid: 'student', mentorUid: 'alum-open', cohortId });
    await addMentorship(service, { studentUid: 'other-student', mentorUid: 'alum-open', cohortId: null });
    await addMentorship(service, { studentUid: 'x', mentorUid: 'staff', cohortId: null, endedAt: NOW });
    const response = await service.request({ method: 'GET', url: '/api/mentors', headers: service.as('admin') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toEqual([
      { uid: 'admin', displayName: 'amina Admin', email: 'admin@example.org', role: 'admin', mentees: 0 },
      { uid: 'alum-open', displayName: 'Chidi Alum', email: 'alum-open@example.org', role: 'alumni', mentees: 2 },
      { uid: 'staff', displayName: 'Kwame Mensah', email: 'staff@example.org', role: 'staff', mentees: 0 },
    ]);
  });

  it('pairs an active member, and a new mentor ends the old pairing; the same one again changes nothing', async () => {
    const first = await pair('student', 'alum-open');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      uid: 'student',
      mentor: { uid: 'alum-open', displayName: 'Chidi Alum', role: 'alumni' },
    });
    expect(await pairings()).toEqual([
      { studentUid: 'student', mentorUid: 'alum-open', cohortId, pairedBy: 'staff', current: true },
    ]);

    expect((await pair('student', 'alum-open')).statusCode).toBe(200);
    expect(await pairings()).toHaveLength(1);

    service.setClock(new Date(NOW.getTime() + 60_000));
    const second = await pair('student', 'admin');
    expect(second.json().mentor).toEqual({
      uid: 'admin',
      displayName: 'amina Admin',
      role: 'admin',
      mentorshipId: expect.any(String),
    });
    // The answer names the new pairing (staff open its page from the row), not the one it ended.
    const [current] = await service.rows<{ id: string }>(sql`SELECT id FROM mentorships WHERE ended_at IS NULL`);
    expect(second.json().mentor.mentorshipId).toBe(current!.id);
    expect(first.json().mentor.mentorshipId).not.toBe(current!.id);
    expect(await pairings()).toEqual([
      expect.objectContaining({ mentorUid: 'alum-open', current: false }),
      expect.objectContaining({ mentorUid: 'admin', current: true }),
    ]);

    const ended = await unpair('student');
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().mentor).toBeNull();
    expect((await pairings()).map((row) => row.current)).toEqual([false, false]);
    // Without a pairing, ending one changes nothing.
    expect((await unpair('student')).statusCode).toBe(200);
  });

  it('lets staff end a pairing left open for a member who withdrew', async () => {
    await addMentorship(service, { studentUid: 'left', mentorUid: 'staff', cohortId });
    expect((await unpair('left')).json().mentor).toBeNull();
    expect((await pairings())[0]!.current).toBe(false);
  });

  it('refuses someone who may not mentor, the student themselves, and members not active here; changes nothing', async () => {
    await service.database.db.execute(sql`UPDATE users SET role = 'staff' WHERE uid = 'other-student'`);
    await addMember(service, cohortId, 'other-student');
    const before = await deliverySnapshot(service);
    const notCandidate = 'Choose a mentor from the list: staff, admins and alumni who offered to mentor.';
    const cases: [string, unknown, number, string][] = [
      ['student', 'alum-closed', 400, notCandidate],
      ['student', 'alum-none', 400, notCandidate],
      ['student', 'editor', 400, notCandidate],
      ['student', 'other-student-typo', 400, notCandidate],
      ['other-student', 'other-student', 400, 'A student cannot be their own mentor. Choose someone else.'],
      ['left', 'staff', 404, 'No such member of this cohort.'],
      ['nobody', 'staff', 404, 'No such member of this cohort.'],
    ];
    for (const [uid, mentorUid, status, message] of cases) {
      const response = await pair(uid, mentorUid);
      expect(response.statusCode, `${uid} ← ${String(mentorUid)}`).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    const blank = await pair('student', ' ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fieldErrors).toEqual({ mentorUid: 'Choose a mentor.' });
    expect((await unpair('nobody')).statusCode).toBe(404);
    expect(await deliverySnapshot(service)).toBe(before);
  });
});
