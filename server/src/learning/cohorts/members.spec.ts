import { beforeEach, expect, it } from 'vitest';
import { moduleProgress } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { addAssignment, addCohort, addMember, addMentorship, addModule, addSubmission } from '../testing/fixtures.js';

const AT = new Date(Date.UTC(2026, 1, 1));

describeOnEachBackend('cohort members: who is in a cohort and how far each is', (backend) => {
  const service = useTestService(backend);
  let cohortId: string;
  let otherCohortId: string;

  beforeEach(async () => {
    await service.addUser('staff', 'staff', { displayName: 'Kwame Mensah' });
    await service.addUser('amina', 'student', { displayName: 'amina Okafor', email: 'amina@example.org' });
    await service.addUser('bola', 'student', { displayName: 'Bola Ade' });
    await service.addUser('alum', 'alumni', { displayName: 'Chidi Alum' });
    const program = await addProgram(service, { slug: 'stepup' });
    cohortId = (await addCohort(service, { programId: program.id })).id;
    otherCohortId = (await addCohort(service, { programId: program.id, name: 'Other' })).id;
    await addMember(service, cohortId, 'bola');
    await addMember(service, cohortId, 'amina');
    await addMember(service, cohortId, 'ghost', { status: 'withdrawn', role: null });
    await addMember(service, otherCohortId, 'amina', { status: 'completed' });
  });

  let positions = 0;
  /** Work in a cohort: a module ticked done, and a submission in `state`. */
  async function work(cohort: string, uid: string, state: 'submitted' | 'graded') {
    const module = await addModule(service, cohort, { position: ++positions });
    await service.database.db.insert(moduleProgress).values({ moduleId: module.id, uid, doneAt: AT });
    const assignment = await addAssignment(service, cohort, { title: 'Essay', instructions: '', fileTypes: [], dueAt: AT });
    await addSubmission(service, assignment, uid, {
      status: state,
      textAnswer: 'My essay',
      submittedAt: AT,
      grade: state === 'graded' ? 80 : null,
    });
  }

  const members = async (id = cohortId) =>
    service.request({ method: 'GET', url: `/api/cohorts/${id}/members`, headers: service.as('staff') });

  it('lists members by name with their figures counted in this cohort only, and their current mentor', async () => {
    await work(cohortId, 'amina', 'graded');
    await work(cohortId, 'amina', 'submitted');
    await work(otherCohortId, 'amina', 'graded');
    await addMentorship(service, { studentUid: 'amina', mentorUid: 'staff', cohortId, endedAt: AT });
    const current = await addMentorship(service, { studentUid: 'amina', mentorUid: 'alum', cohortId });

    const response = await members();
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json().items;
    expect(items.map((member: { uid: string }) => member.uid)).toEqual(['amina', 'bola', 'ghost']);
    expect(items[0]).toEqual({
      uid: 'amina',
      displayName: 'amina Okafor',
      email: 'amina@example.org',
      status: 'active',
      joinedAt: expect.any(String),
      completedAt: null,
      owesEarlierWork: false,
      dueBeforeJoining: 0,
      modulesDone: 2,
      assignmentsHandedIn: 2,
      assignmentsGraded: 1,
      // The current pairing's mentorship, which staff open from the row; not the ended one.
      mentor: { uid: 'alum', displayName: 'Chidi Alum', role: 'alumni', mentorshipId: current.id },
    });
    expect(items[1]).toMatchObject({ uid: 'bola', modulesDone: 0, assignmentsHandedIn: 0, assignmentsGraded: 0, mentor: null });
    // Someone without a profile (an account since deleted) still shows, by uid.
    expect(items[2]).toMatchObject({ uid: 'ghost', displayName: null, email: null, status: 'withdrawn' });

    const other = (await members(otherCohortId)).json().items;
    expect(other).toEqual([expect.objectContaining({ uid: 'amina', status: 'completed', modulesDone: 1, assignmentsGraded: 1 })]);
  });

  it('answers 404 for a cohort that does not exist', async () => {
    const response = await members('nothing');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No such cohort.');
  });
});
