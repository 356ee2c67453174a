// An accepted applicant, once the decision is released and the student role assigned, joins the programme's cohort
// that takes accepted students (review/releaseDecision.ts calls joinAcceptingCohort).
import { beforeEach, expect, it } from 'vitest';
import { cohortMembers } from '../../db/schema.js';
import { addApplication, addReviewProgram } from '../../review/testing/reviewFixtures.js';
import { releaseDueDecisions } from '../../review/releaseDueDecisions.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { addCohort } from '../testing/fixtures.js';

const NOW = new Date(Date.UTC(2026, 3, 1, 9, 0));
const NEXT_WEEK = new Date(Date.UTC(2026, 3, 8, 9, 0));

describeOnEachBackend('acceptance puts the new student into the open cohort', (backend) => {
  let programId: string;
  let appId: string;
  const service = useTestService(backend);

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser('lead', 'admin');
    await service.addUser('kwame', 'staff');
    await service.addUser('fatou', 'applicant');
    programId = (await addReviewProgram(service, 'stepup', { name: 'StepUp Scholars' })).id;
    appId = (await addApplication(service, { userId: 'fatou', programId, status: 'under_review' })).id;
  });

  const decide = (uid: string, payload: object) =>
    service.request({ method: 'POST', url: `/api/review/applications/${appId}/decision`, headers: service.as(uid), payload });
  const memberships = () =>
    service.database.db
      .select({
        cohortId: cohortMembers.cohortId,
        uid: cohortMembers.uid,
        status: cohortMembers.status,
        applicationId: cohortMembers.applicationId,
        joinedAt: cohortMembers.joinedAt,
      })
      .from(cohortMembers);

  it('joins the accepting cohort, active, when the released acceptance makes them a student', async () => {
    await addCohort(service, { programId, name: 'Last year', startsOn: '2025-01-01', endsOn: '2025-12-01' });
    const open = await addCohort(service, { programId, acceptingStudents: true });
    const elsewhere = await addReviewProgram(service, 'other');
    await addCohort(service, { programId: elsewhere.id, acceptingStudents: true });

    await decide('lead', { decision: 'accepted', releaseAt: NEXT_WEEK.toISOString() });
    expect(await memberships()).toEqual([]);
    service.setClock(NEXT_WEEK);
    expect(await releaseDueDecisions(service.ctx)).toBe(1);

    expect((await service.user('fatou'))!.role).toBe('student');
    expect(await memberships()).toEqual([
      { cohortId: open.id, uid: 'fatou', status: 'active', applicationId: appId, joinedAt: NEXT_WEEK },
    ]);
  });

  it('joins no cohort when the programme has none open, or when the decision is not an acceptance', async () => {
    await addCohort(service, { programId });
    await decide('lead', { decision: 'accepted' });
    expect((await service.user('fatou'))!.role).toBe('student');
    expect(await memberships()).toEqual([]);

    await addCohort(service, { programId, name: 'Open', acceptingStudents: true });
    await service.addUser('omar', 'applicant');
    const rejected = await addApplication(service, { userId: 'omar', programId, status: 'under_review' });
    await service.request({
      method: 'POST',
      url: `/api/review/applications/${rejected.id}/decision`,
      headers: service.as('lead'),
      payload: { decision: 'rejected' },
    });
    expect(await memberships()).toEqual([]);
  });

  it('waits for the student role: a refused assignment joins nothing, the admin’s later assignment joins', async () => {
    const open = await addCohort(service, { programId, acceptingStudents: true });
    await decide('kwame', { decision: 'accepted' });
    expect((await service.user('fatou'))!.role).toBe('applicant');
    expect(await memberships()).toEqual([]);

    const assigned = await service.request({
      method: 'POST',
      url: `/api/review/applications/${appId}/student-role`,
      headers: service.as('lead'),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(await memberships()).toMatchObject([{ cohortId: open.id, uid: 'fatou', status: 'active', applicationId: appId }]);
  });
});
