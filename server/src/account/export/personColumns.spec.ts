// The data download leaves out nothing it does not say it leaves out: every column of the database that holds a
// person's id is declared in personColumns.ts, exported or excluded with a reason; and a student's learning, an
// alumnus's blocks and reports and both sides of a mentorship reach the download.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  addAnnouncement,
  addAnnouncementRead,
  addAssignment,
  addCohort,
  addMember,
  addMentorMessage,
  addMentorship,
  addMentorTask,
  addModule,
  addSubmission,
  addSubmissionFile,
} from '../../learning/testing/fixtures.js';
import { addBlock, addReport } from '../../alumni/testing/fixtures.js';
import { moduleProgress, mentorCheckins } from '../../db/schema.js';
import { describeOnOneBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { PERSON_COLUMN_NAME, PERSON_COLUMNS } from './personColumns.js';

describeOnOneBackend('the data download: every column that holds a person', (backend) => {
  const service = useTestService(backend);

  it('declares every column that holds a person’s id, exported or excluded with a reason', async () => {
    const rows = await service.database.db.execute<{ name: string }>(
      sql`SELECT table_name || '.' || column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() ORDER BY 1`,
    );
    const columns = (rows as unknown as { rows?: { name: string }[] }).rows ?? (rows as unknown as { name: string }[]);
    const holdingPeople = columns.map((row) => row.name).filter((name) => PERSON_COLUMN_NAME.test(name.split('.')[1]!));
    expect(holdingPeople.length).toBeGreaterThan(40);
    expect(holdingPeople.filter((name) => !(name in PERSON_COLUMNS))).toEqual([]);
    // And nothing declared that no longer exists, so the list stays the schema's.
    expect(Object.keys(PERSON_COLUMNS).filter((name) => !holdingPeople.includes(name))).toEqual([]);
    for (const [name, use] of Object.entries(PERSON_COLUMNS))
      expect([name, 'excluded' in use ? use.excluded.length > 20 : use.exportedAs.length > 0]).toEqual([name, true]);
  });

  it('gives a student their cohorts, modules done, hand-ins with grades and feedback, files and mentorship', async () => {
    await service.addUser('amara', 'student');
    await service.addUser('mentor', 'staff');
    const cohort = await addCohort(service, { name: 'Cohort 2026' });
    await addMember(service, cohort.id, 'amara');
    const module = await addModule(service, cohort.id, { title: 'Lab safety' });
    await service.database.db
      .insert(moduleProgress)
      .values({ moduleId: module.id, uid: 'amara', doneAt: new Date('2026-03-01T10:00:00Z') });
    const assignment = await addAssignment(service, cohort.id, {
      title: 'Reading log',
      dueAt: new Date('2026-03-05T10:00:00Z'),
      maxPoints: 10,
      rubric: {
        criteria: [
          {
            id: 'c1',
            title: 'Reading',
            description: '',
            levels: [
              { id: 'l1', label: 'Wide', points: 10 },
              { id: 'l2', label: 'Narrow', points: 8 },
            ],
          },
        ],
      },
    });
    await addSubmission(service, assignment, 'amara', {
      submittedAt: new Date('2026-03-02T10:00:00Z'),
      textAnswer: 'I read three papers',
      grade: 8,
      rubricMarks: [{ criterionId: 'c1', levelId: 'l2', points: 8, comment: 'Add a fourth.' }],
      feedback: 'Well argued',
      status: 'graded',
    });
    await addSubmissionFile(service, assignment.id, 'amara', { name: 'log.pdf' });
    const announcement = await addAnnouncement(service, cohort.id, 'mentor', { title: 'Field trip' });
    await addAnnouncementRead(service, announcement, 'amara', new Date('2026-03-04T10:00:00Z'));
    const mentorship = await addMentorship(service, { studentUid: 'amara', mentorUid: 'mentor' });
    await addMentorMessage(service, mentorship.id, 'mentor', { body: 'How is the reading going?' });
    await addMentorMessage(service, mentorship.id, 'amara', { body: 'Three papers in' });
    await addMentorTask(service, mentorship.id, 'mentor', { title: 'Draft a poster' });
    await service.database.db.insert(mentorCheckins).values({
      id: 'c1',
      mentorshipId: mentorship.id,
      authorUid: 'mentor',
      metOn: '2026-03-03',
      notes: 'Good start',
      nextSteps: 'Poster',
      createdAt: new Date('2026-03-03T12:00:00Z'),
    });

    const response = await service.request({ method: 'GET', url: '/api/users/me/export', headers: service.as('amara') });
    expect(response.statusCode).toBe(200);
    const { learning } = response.json();
    expect(learning.cohortMemberships).toEqual([expect.objectContaining({ cohort: 'Cohort 2026' })]);
    expect(learning.modulesDone).toEqual([{ module: 'Lab safety', doneAt: '2026-03-01T10:00:00.000Z' }]);
    expect(learning.announcementsRead).toEqual([{ announcement: 'Field trip', readAt: '2026-03-04T10:00:00.000Z' }]);
    expect(learning.handIns).toEqual([
      expect.objectContaining({
        assignment: 'Reading log',
        textAnswer: 'I read three papers',
        grade: 8,
        rubricLevels: [{ criterion: 'Reading', level: 'Narrow', points: 8, comment: 'Add a fourth.' }],
        feedback: 'Well argued',
      }),
    ]);
    expect(learning.handInFiles).toEqual([expect.objectContaining({ assignment: 'Reading log', name: 'log.pdf' })]);
    expect(learning.mentorships).toHaveLength(1);
    expect(learning.mentorships[0]).toMatchObject({
      you: 'student',
      messages: expect.arrayContaining([
        expect.objectContaining({ fromYou: false, body: 'How is the reading going?' }),
        expect.objectContaining({ fromYou: true, body: 'Three papers in' }),
      ]),
      checkins: [expect.objectContaining({ byYou: false, notes: 'Good start' })],
      tasks: [expect.objectContaining({ title: 'Draft a poster' })],
    });

    // The mentor's download holds the same mentorship, from their side.
    const mentor = (await service.request({ method: 'GET', url: '/api/users/me/export', headers: service.as('mentor') })).json();
    expect(mentor.learning.mentorships).toEqual([expect.objectContaining({ you: 'mentor' })]);
  });

  it('gives an alumnus the blocks and reports they made, never who blocked or reported them', async () => {
    await service.addUser('kofi', 'alumni');
    await service.addUser('ama', 'alumni');
    await addBlock(service, 'kofi', 'ama');
    await addReport(service, 'kofi', 'ama', { details: 'Selling things' });
    await addBlock(service, 'ama', 'kofi');
    const kofi = (await service.request({ method: 'GET', url: '/api/users/me/export', headers: service.as('kofi') })).json();
    expect(kofi.alumniBlocks).toEqual([expect.objectContaining({ blockedUid: 'ama' })]);
    expect(kofi.alumniReportsMade).toEqual([expect.objectContaining({ reportedUid: 'ama', details: 'Selling things' })]);
    const ama = (await service.request({ method: 'GET', url: '/api/users/me/export', headers: service.as('ama') })).json();
    expect(ama.alumniReportsMade).toEqual([]);
    expect(JSON.stringify(ama)).not.toContain('Selling things');
  });
});
