import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { DEFAULT_PROFILE_VISIBILITY } from '@sla/contract';
import type { Role } from '@sla/permissions';
import { alumniProfiles } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { deliverySnapshot } from '../cohorts/cohortFixtures.js';
import { addAlumniProfile, addCohort, addMember, addMentorship } from '../testing/fixtures.js';

const NOW = new Date(Date.UTC(2026, 11, 15, 10, 0));

describeOnEachBackend('completing: a student becomes an alumnus through role assignment', (backend) => {
  const service = useTestService(backend);
  let programId: string;
  let cohortId: string;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('staff', 'staff', { displayName: 'Kwame Mensah' });
    await service.addUser('admin', 'admin');
    await service.addUser('amina', 'student', { displayName: 'Amina Okafor' });
    programId = (await addProgram(service, { slug: 'stepup', name: 'StepUp Scholars' })).id;
    cohortId = (await addCohort(service, { programId, name: 'StepUp 2026', startsOn: '2026-01-10', endsOn: '2027-01-20' })).id;
    await addMember(service, cohortId, 'amina');
  });

  const complete = (uid: string, as = 'staff', payload: object = {}) =>
    service.request({
      method: 'POST',
      url: `/api/cohorts/${cohortId}/members/${uid}/complete`,
      headers: service.as(as),
      payload,
    });
  const roleChanges = () =>
    service.rows(
      sql`SELECT user_id AS "userId", previous_role AS "previousRole", new_role AS "newRole", changed_by AS "changedBy", reason FROM audit_logs WHERE type = 'role_change' ORDER BY id`,
    );

  it('changes the role to alumni with its audit entry, closes the membership and mentorship, starts an alumni profile', async () => {
    const mentorship = (await addMentorship(service, { studentUid: 'amina', mentorUid: 'staff', cohortId })).id;
    const pushed: (Role | null)[] = [];
    const stop = service.ctx.roleChanges.subscribe('amina', (role) => pushed.push(role));

    const response = await complete('amina');
    stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      role: 'alumni',
      member: expect.objectContaining({ uid: 'amina', status: 'completed', completedAt: NOW.toISOString(), mentor: null }),
    });
    expect((await service.user('amina'))!.role).toBe('alumni');
    expect(await roleChanges()).toEqual([
      {
        userId: 'amina',
        previousRole: 'student',
        newRole: 'alumni',
        changedBy: 'staff',
        reason: 'Completed StepUp Scholars (StepUp 2026)',
      },
    ]);
    expect(await service.rows(sql`SELECT completed_by FROM cohort_members WHERE uid = 'amina'`)).toEqual([
      { completed_by: 'staff' },
    ]);
    expect(
      await service.count(sql`SELECT count(*) AS n FROM mentorships WHERE id = ${mentorship} AND ended_at IS NOT NULL`),
    ).toBe(1);
    // The profile starts from the cohort, under the profile name, with the private defaults (decision 0023).
    expect(await service.database.db.select().from(alumniProfiles)).toEqual([
      expect.objectContaining({
        uid: 'amina',
        name: 'Amina Okafor',
        programId,
        cohortId,
        cohortYear: 2027,
        openToMentoring: false,
        openToMessages: false,
        visibility: DEFAULT_PROFILE_VISIBILITY,
        createdAt: NOW,
        updatedAt: NOW,
      }),
    ]);
    // The browser hears of the new role at once.
    expect(pushed).toEqual(['alumni']);

    // Once done, it is done.
    const again = await complete('amina');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'This student is no longer active in the cohort: they have completed the programme or withdrawn.',
    );
  });

  it('keeps a note as the reason, and an alumni profile already started', async () => {
    await addAlumniProfile(service, 'amina', { programId: null, cohortId: null, cohortYear: 2020, openToMentoring: true });
    expect((await complete('amina', 'admin', { note: 'Finished with distinction' })).statusCode).toBe(200);
    expect((await roleChanges())[0]).toMatchObject({ changedBy: 'admin', reason: 'Finished with distinction' });
    expect(await service.database.db.select().from(alumniProfiles)).toEqual([
      expect.objectContaining({ cohortYear: 2020, openToMentoring: true }),
    ]);
  });

  it('answers role assignment’s own refusals with its message and status, and changes nothing', async () => {
    await service.addUser('kofi', 'staff');
    await addMember(service, cohortId, 'kofi');
    await addMember(service, cohortId, 'gone', { role: null });
    await addMember(service, cohortId, 'left', { status: 'withdrawn' });
    await addMentorship(service, { studentUid: 'kofi', mentorUid: 'staff', cohortId });
    const before = await deliverySnapshot(service);

    const cases: [string, number, string][] = [
      ['kofi', 409, 'Invalid role transition'],
      ['gone', 404, 'Target user profile not found'],
      ['left', 409, 'This student is no longer active in the cohort: they have completed the programme or withdrawn.'],
      ['nobody', 404, 'No such member of this cohort.'],
    ];
    for (const [uid, status, message] of cases) {
      const response = await complete(uid);
      expect(response.statusCode, uid).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    const badNote = await complete('amina', 'staff', { note: 'x'.repeat(1001) });
    expect(badNote.statusCode).toBe(400);
    expect(await deliverySnapshot(service)).toBe(before);
  });
});
