// Grading rubrics (issue 31): staff give an assignment a rubric, which sets its points and is fixed once work is graded
// with it; graders choose a level per criterion and the service adds their points up (@sla/domain's rubricTotal),
// refusing levels the rubric does not have; every grade is kept in the history; the student sees their levels.
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import type { GradingRubric, StaffAssignment } from '@sla/contract';
import { LEARNING_MESSAGES } from '@sla/contract/schemas';
import { ASSIGNMENT_MESSAGES, GRADING_MESSAGES } from '@sla/contract/serviceMessages';
import { RUBRIC_MESSAGES } from '@sla/domain';
import { MIGRATIONS } from '../../db/migrations.js';
import type { CohortRow, SubmissionRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { daysFrom } from '../../testing/fixtures.js';
import { mailIn } from '../../testing/outbox.js';
import { useTestService } from '../../testing/useTestService.js';
import { addCohort, addMember, addSubmission } from '../testing/fixtures.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const GRADER = 'grace';
const SECOND = 'sam';
const AMINA = 'amina';

const RUBRIC = {
  criteria: [
    {
      title: 'Question',
      description: 'Can it be answered in a term?',
      levels: [
        { label: 'Sharp', points: 10 },
        { label: 'Broad', points: 6 },
        { label: 'Missing', points: 0 },
      ],
    },
    {
      title: 'Method',
      description: '',
      levels: [
        { label: 'Clear', points: 5 },
        { label: 'Vague', points: 2 },
      ],
    },
  ],
};

const FORM = {
  title: 'Research question',
  instructions: '',
  moduleId: null,
  dueAt: '2026-03-09T14:00:00.000Z',
  fileTypes: ['application/pdf'],
  maxFileMb: 5,
  textAnswer: true,
  lateAccepted: false,
  maxPoints: 100,
};

/** The level labelled `label` of criterion `index`, as a grade sends it. */
const level = (rubric: GradingRubric, index: number, label: string, comment = '') => {
  const criterion = rubric.criteria[index]!;
  return { criterionId: criterion.id, levelId: criterion.levels.find((each) => each.label === label)!.id, comment };
};

describeOnEachBackend('grading with a rubric', (backend) => {
  const service = useTestService(backend);
  let cohort: CohortRow;
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(GRADER, 'staff', { displayName: 'Grace Grader' });
    await service.addUser(SECOND, 'admin', { displayName: 'Sam Second' });
    cohort = await addCohort(service);
    await service.addUser(AMINA, 'student', { displayName: 'Amina Okafor', email: 'amina@example.org' });
    await addMember(service, cohort.id, AMINA);
  });

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, uid = GRADER) => {
    const response = await service.request({
      method,
      url: `/api${url}`,
      headers: service.as(uid),
      ...(payload ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  };
  const create = async (form: object = { ...FORM, rubric: RUBRIC }): Promise<StaffAssignment> => {
    const created = await call('POST', `/cohorts/${cohort.id}/assignments`, form);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  const handedIn = (assignment: StaffAssignment): Promise<SubmissionRow> =>
    addSubmission(service, assignment, AMINA, { submittedAt: daysFrom(NOW, -1), textAnswer: 'Do mangroves slow erosion?' });
  const grade = (submission: SubmissionRow, body: object, uid = GRADER) =>
    call('POST', `/grading/${submission.id}/grade`, { feedback: '', attempt: 1, ...body }, uid);
  const stored = () => service.rows(sql`SELECT status, grade, rubric_marks AS "marks" FROM submissions`);

  it('gives an assignment a rubric with ids of its own, out of the sum of each criterion’s highest level', async () => {
    const assignment = await create({ ...FORM, maxPoints: 40, rubric: RUBRIC });
    expect(assignment.maxPoints).toBe(15);
    expect(assignment.rubricLocked).toBe(false);
    expect(assignment.rubric).toEqual({
      criteria: [
        {
          id: expect.any(String),
          title: 'Question',
          description: 'Can it be answered in a term?',
          levels: [
            { id: expect.any(String), label: 'Sharp', points: 10 },
            { id: expect.any(String), label: 'Broad', points: 6 },
            { id: expect.any(String), label: 'Missing', points: 0 },
          ],
        },
        { id: expect.any(String), title: 'Method', description: '', levels: expect.any(Array) },
      ],
    });
    const ids = assignment.rubric!.criteria.flatMap((criterion) => [criterion.id, ...criterion.levels.map((each) => each.id)]);
    expect(new Set(ids).size).toBe(7);
    // Students see how they will be graded.
    const seen = await call('GET', `/student/assignments/${assignment.id}`, undefined, AMINA);
    expect(seen.body).toMatchObject({ maxPoints: 15, rubric: assignment.rubric, submission: null });
  });

  it('refuses a rubric that breaks its rules (400 beside the field), creating nothing', async () => {
    const refusal = async (rubric: object) => {
      const refused = await call('POST', `/cohorts/${cohort.id}/assignments`, { ...FORM, rubric });
      expect(refused.status).toBe(400);
      return refused.body.error.fieldErrors;
    };
    expect(await refusal({ criteria: [] })).toEqual({ 'rubric.criteria': LEARNING_MESSAGES.rubricCriteria });
    expect(await refusal({ criteria: [{ title: 'Only one', description: '', levels: [{ label: 'Done', points: 1 }] }] })).toEqual(
      {
        'rubric.criteria.0.levels': LEARNING_MESSAGES.rubricLevels,
      },
    );
    const twice = {
      criteria: [
        RUBRIC.criteria[0],
        {
          title: 'Method',
          description: '',
          levels: [
            { label: 'Clear', points: 2 },
            { label: 'Vague', points: 2 },
          ],
        },
      ],
    };
    expect(await refusal(twice)).toEqual({ 'rubric.criteria.1.levels.1.points': RUBRIC_MESSAGES.samePoints(2) });
    const tooMuch = {
      criteria: [
        {
          title: 'All',
          description: '',
          levels: [
            { label: 'All', points: 1000 },
            { label: 'Half', points: 500 },
          ],
        },
        RUBRIC.criteria[1],
      ],
    };
    expect(await refusal(tooMuch)).toEqual({ rubric: RUBRIC_MESSAGES.totalRange(1005) });
    expect(
      await refusal({
        criteria: [
          {
            title: ' ',
            description: '',
            levels: [
              { label: 'A', points: 1.5 },
              { label: '', points: 0 },
            ],
          },
        ],
      }),
    ).toEqual({
      'rubric.criteria.0.title': LEARNING_MESSAGES.criterionTitle,
      'rubric.criteria.0.levels.0.points': LEARNING_MESSAGES.levelPoints,
      'rubric.criteria.0.levels.1.label': LEARNING_MESSAGES.levelLabel,
    });
    expect(await service.count(sql`SELECT count(*) AS n FROM assignments`)).toBe(0);
  });

  it('changes the rubric until work is graded with it; after that only the other details change (409 saying why)', async () => {
    const assignment = await create();
    const changed = {
      criteria: [
        RUBRIC.criteria[0],
        {
          ...RUBRIC.criteria[1],
          levels: [
            { label: 'Clear', points: 8 },
            { label: 'Vague', points: 2 },
          ],
        },
      ],
    };
    const edited = await call('PUT', `/assignments/${assignment.id}`, { ...FORM, rubric: changed });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ maxPoints: 18, rubricLocked: false });
    // A changed rubric has new ids: a grading form opened before is refused rather than read as other levels.
    expect(edited.body.rubric.criteria[0].id).not.toBe(assignment.rubric!.criteria[0]!.id);

    const submission = await handedIn(edited.body);
    expect(
      (await grade(submission, { marks: [level(edited.body.rubric, 0, 'Broad'), level(edited.body.rubric, 1, 'Clear')] })).status,
    ).toBe(200);
    const listed = await call('GET', `/cohorts/${cohort.id}/assignments`);
    expect(listed.body.items[0]).toMatchObject({ rubricLocked: true, maxPoints: 18 });

    const refused = await call('PUT', `/assignments/${assignment.id}`, { ...FORM, title: 'Renamed', rubric: RUBRIC });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(ASSIGNMENT_MESSAGES.rubricLocked);
    expect((await call('PUT', `/assignments/${assignment.id}`, { ...FORM, rubric: null })).status).toBe(409);
    expect(await service.rows(sql`SELECT title, max_points AS "maxPoints", rubric FROM assignments`)).toEqual([
      { title: 'Research question', maxPoints: 18, rubric: edited.body.rubric },
    ]);

    // The same rubric sent again, or none sent (a form that knows nothing of rubrics), changes only the rest.
    const renamed = await call('PUT', `/assignments/${assignment.id}`, {
      ...FORM,
      title: 'Renamed',
      maxPoints: 3,
      rubric: changed,
    });
    expect(renamed.body).toMatchObject({ title: 'Renamed', maxPoints: 18, rubric: edited.body.rubric });
    const older = await call('PUT', `/assignments/${assignment.id}`, { ...FORM, title: 'Older form', maxPoints: 100 });
    expect(older.body).toMatchObject({ title: 'Older form', maxPoints: 18, rubric: edited.body.rubric });
  });

  it('takes the rubric off before any grade uses it, and keeps points no lower than a grade given', async () => {
    const assignment = await create();
    const off = await call('PUT', `/assignments/${assignment.id}`, { ...FORM, maxPoints: 30, rubric: null });
    expect(off.body).toMatchObject({ rubric: null, maxPoints: 30 });
    const submission = await handedIn(off.body);
    expect((await grade(submission, { grade: 25 })).status).toBe(200);
    // A grade in points does not fix a rubric given later, but the rubric's total may not fall below it.
    const tooFew = await call('PUT', `/assignments/${assignment.id}`, { ...FORM, rubric: RUBRIC });
    expect(tooFew.status).toBe(409);
    expect(tooFew.body.error.message).toBe(ASSIGNMENT_MESSAGES.gradedAbove(25));
  });

  it('grades with a level for each criterion: the grade is their points added up, the levels kept with it', async () => {
    const assignment = await create();
    const rubric = assignment.rubric!;
    const submission = await handedIn(assignment);
    const graded = await grade(submission, {
      marks: [level(rubric, 1, 'Vague', '  Name the instrument.  '), level(rubric, 0, 'Sharp')],
      feedback: 'A sharp question.',
    });
    expect(graded.status).toBe(200);
    expect(graded.body).toMatchObject({ state: 'graded', grade: 12, maxPoints: 15, rubric, feedback: 'A sharp question.' });
    const marks = [
      { criterionId: rubric.criteria[0]!.id, levelId: rubric.criteria[0]!.levels[0]!.id, points: 10, comment: '' },
      {
        criterionId: rubric.criteria[1]!.id,
        levelId: rubric.criteria[1]!.levels[1]!.id,
        points: 2,
        comment: 'Name the instrument.',
      },
    ];
    expect(graded.body.marks).toEqual(marks);
    expect(graded.body.gradeHistory).toEqual([
      {
        grade: 12,
        maxPoints: 15,
        attempt: 1,
        gradedAt: NOW.toISOString(),
        gradedByName: 'Grace Grader',
        feedback: 'A sharp question.',
        marks,
      },
    ]);
    // The student is told as for any grade, and sees the rubric with their levels and the comments.
    expect((await mailIn(service)).map((mail) => mail.kind)).toEqual(['work_graded']);
    const seen = await call('GET', `/student/assignments/${assignment.id}`, undefined, AMINA);
    expect(seen.body).toMatchObject({ status: 'graded', rubric, submission: { grade: 12, marks } });
    // A grade sent along must be that total.
    expect((await grade(submission, { grade: 12, marks: [level(rubric, 0, 'Sharp'), level(rubric, 1, 'Vague')] })).status).toBe(
      200,
    );
  });

  it('refuses a level the rubric does not have, a missing one, a total that is not theirs and points alone (400 in words)', async () => {
    const assignment = await create();
    const rubric = assignment.rubric!;
    const other = (await create()).rubric!;
    const submission = await handedIn(assignment);

    // Method's own criterion, with a level of another assignment's rubric.
    const foreign = await grade(submission, {
      marks: [level(rubric, 0, 'Sharp'), { ...level(rubric, 1, 'Clear'), levelId: other.criteria[1]!.levels[0]!.id }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe(RUBRIC_MESSAGES.notALevel('Method'));
    expect(foreign.body.error.fieldErrors).toEqual({ 'marks.1': RUBRIC_MESSAGES.notALevel('Method') });
    const swapped = await grade(submission, {
      marks: [{ ...level(rubric, 0, 'Sharp'), levelId: rubric.criteria[1]!.levels[0]!.id }, level(rubric, 1, 'Clear')],
    });
    expect(swapped.body.error.fieldErrors).toEqual({ 'marks.0': RUBRIC_MESSAGES.notALevel('Question') });
    const unknown = await grade(submission, {
      marks: [level(rubric, 0, 'Sharp'), level(rubric, 1, 'Clear'), level(other, 0, 'Sharp')],
    });
    expect(unknown.body.error.message).toBe(RUBRIC_MESSAGES.notACriterion);
    const missing = await grade(submission, { marks: [level(rubric, 0, 'Sharp')] });
    expect(missing.body.error).toMatchObject({
      message: RUBRIC_MESSAGES.chooseLevel('Method'),
      fieldErrors: { 'marks.1': RUBRIC_MESSAGES.chooseLevel('Method') },
    });
    const wrongTotal = await grade(submission, { grade: 15, marks: [level(rubric, 0, 'Sharp'), level(rubric, 1, 'Vague')] });
    expect(wrongTotal.body.error.fieldErrors).toEqual({ grade: GRADING_MESSAGES.rubricTotal(12) });
    const points = await grade(submission, { grade: 12 });
    expect(points.body.error.fieldErrors).toEqual({ marks: GRADING_MESSAGES.useRubric });
    const longComment = await grade(submission, {
      marks: [level(rubric, 0, 'Sharp', 'x'.repeat(2001)), level(rubric, 1, 'Vague')],
    });
    expect(longComment.body.error.fieldErrors).toEqual({ 'marks.0.comment': LEARNING_MESSAGES.commentTooLong });
    for (const refused of [swapped, unknown, missing, wrongTotal, points, longComment]) expect(refused.status).toBe(400);

    // Levels for an assignment without a rubric, or no grade at all.
    const plain = await create(FORM);
    const plainWork = await addSubmission(service, plain, AMINA, { submittedAt: NOW });
    const levels = await grade(plainWork, { grade: 4, marks: [level(rubric, 0, 'Sharp')] });
    expect(levels.body.error.fieldErrors).toEqual({ marks: GRADING_MESSAGES.noRubric });
    expect((await grade(plainWork, {})).body.error.fieldErrors).toEqual({ grade: LEARNING_MESSAGES.grade });

    expect(await service.rows(sql`SELECT status, grade, rubric_marks AS "marks" FROM submissions ORDER BY submitted_at`)).toEqual(
      [
        { status: 'submitted', grade: null, marks: null },
        { status: 'submitted', grade: null, marks: null },
      ],
    );
    expect(await service.count(sql`SELECT count(*) AS n FROM submission_grades`)).toBe(0);
    expect(await mailIn(service)).toEqual([]);
  });

  it('keeps every grade in the history when the work is graded again, returned and graded once more', async () => {
    const assignment = await create();
    const rubric = assignment.rubric!;
    const submission = await handedIn(assignment);
    await grade(submission, { marks: [level(rubric, 0, 'Broad'), level(rubric, 1, 'Vague')], feedback: 'First look.' });
    service.setClock(daysFrom(NOW, 1));
    const regraded = await grade(submission, { marks: [level(rubric, 0, 'Sharp'), level(rubric, 1, 'Vague')] }, SECOND);
    expect(regraded.body).toMatchObject({ grade: 12, markedByName: 'Sam Second' });
    expect(
      regraded.body.gradeHistory.map((each: { grade: number; gradedByName: string }) => [each.grade, each.gradedByName]),
    ).toEqual([
      [12, 'Sam Second'],
      [8, 'Grace Grader'],
    ]);

    // Returned: the grade and its levels leave the work (the student sees neither), the history keeps both.
    service.setClock(daysFrom(NOW, 2));
    const returned = await call('POST', `/grading/${submission.id}/return`, { feedback: 'Add a method.', attempt: 1 });
    expect(returned.body).toMatchObject({ state: 'returned', grade: null, marks: null });
    expect(returned.body.gradeHistory).toHaveLength(2);
    const seen = await call('GET', `/student/assignments/${assignment.id}`, undefined, AMINA);
    expect(seen.body.submission).toMatchObject({ state: 'returned', grade: null, marks: null });
    expect(await stored()).toEqual([{ status: 'returned', grade: null, marks: null }]);

    const again = await call(
      'POST',
      `/student/assignments/${assignment.id}/submission`,
      { text: 'With a method.', fileIds: [] },
      AMINA,
    );
    expect(again.status).toBe(200);
    // The same row, handed in a second time.
    const final = await call('POST', `/grading/${submission.id}/grade`, {
      marks: [level(rubric, 0, 'Sharp'), level(rubric, 1, 'Clear')],
      feedback: 'Well done.',
      attempt: 2,
    });
    expect(final.body.gradeHistory.map((each: { grade: number; attempt: number }) => [each.grade, each.attempt])).toEqual([
      [15, 2],
      [12, 1],
      [8, 1],
    ]);
    expect(final.body.gradeHistory[2]).toMatchObject({ feedback: 'First look.', gradedAt: NOW.toISOString() });
  });

  it('copies the grades standing when the history began into it (the migration), so re-grading older work keeps them', async () => {
    const plain = await create({ ...FORM, maxPoints: 20 });
    const graded = await addSubmission(service, plain, AMINA, {
      submittedAt: daysFrom(NOW, -3),
      status: 'graded',
      grade: 14,
      feedback: 'Solid.',
      markedBy: GRADER,
      markedAt: daysFrom(NOW, -2),
    });
    await service.addUser('bola', 'student');
    await addMember(service, cohort.id, 'bola');
    await addSubmission(service, plain, 'bola', { submittedAt: daysFrom(NOW, -3), status: 'returned', feedback: 'Redo.' });
    const backfill = MIGRATIONS.find((migration) => migration.id === '0026_assignment_rubrics')!.statements.at(-1)!;
    await service.database.db.execute(sql.raw(backfill));

    const regraded = await grade(graded, { grade: 17 });
    expect(regraded.body.gradeHistory).toEqual([
      expect.objectContaining({ grade: 17, gradedByName: 'Grace Grader', gradedAt: NOW.toISOString() }),
      {
        grade: 14,
        maxPoints: 20,
        attempt: 1,
        gradedAt: daysFrom(NOW, -2).toISOString(),
        gradedByName: 'Grace Grader',
        feedback: 'Solid.',
        marks: null,
      },
    ]);
    expect(await service.count(sql`SELECT count(*) AS n FROM submission_grades`)).toBe(2);
  });
});
