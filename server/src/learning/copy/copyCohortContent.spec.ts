// Copying an earlier cohort's modules and assignments into a new cohort of the same programme (issue 31): what is copied
// and what is not, the dates moved by the days between the start dates, the refusals, and that a copy is all or nothing.
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { LEARNING_MESSAGES } from '@sla/contract/schemas';
import { COHORT_COPY_MESSAGES, COHORT_MESSAGES } from '@sla/contract/serviceMessages';
import type { CohortRow, ProgramRow } from '../../db/schema.js';
import { describeOnEachBackend } from '../../testing/backends.js';
import { addProgram } from '../../testing/fixtures.js';
import { useTestService } from '../../testing/useTestService.js';
import { deliverySnapshot } from '../cohorts/cohortFixtures.js';
import {
  addAssignment,
  addCohort,
  addMember,
  addMentorship,
  addModule,
  addModuleFile,
  addSubmission,
  PNG,
} from '../testing/fixtures.js';

const NOW = new Date('2027-07-01T09:00:00.000Z');
const STAFF = 'sam';
/** 9:00 in Nairobi (UTC+3). */
const at = (day: string, time = '06:00') => new Date(`${day}T${time}:00.000Z`);

describeOnEachBackend('copying an earlier cohort’s modules and assignments', (backend) => {
  const service = useTestService(backend);
  let programme: ProgramRow;
  let earlier: CohortRow;
  let next: CohortRow;

  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(STAFF, 'staff');
    programme = await addProgram(service, { slug: 'stepup', timeZone: 'Africa/Nairobi' });
    earlier = await addCohort(service, {
      programId: programme.id,
      name: 'StepUp 2026',
      startsOn: '2026-09-01',
      endsOn: '2027-06-30',
    });
    // 370 days later; ends earlier in the year than the old one did.
    next = await addCohort(service, {
      programId: programme.id,
      name: 'StepUp 2027',
      startsOn: '2027-09-06',
      endsOn: '2028-05-31',
    });
  });

  const copy = async (targetId: string, payload: object, uid = STAFF) => {
    const response = await service.request({
      method: 'POST',
      url: `/api/cohorts/${targetId}/copy`,
      headers: service.as(uid),
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };
  const modulesOf = (cohortId: string) =>
    service.rows(
      sql`SELECT id, position, title, body, links, opens_at FROM modules WHERE cohort_id = ${cohortId} ORDER BY position`,
    );
  const assignmentsOf = (cohortId: string) =>
    service.rows(sql`
      SELECT a.title, a.instructions, a.due_at, a.file_types, a.max_file_mb, a.text_answer, a.late_accepted, a.max_points,
             a.rubric, m.title AS module_title, m.cohort_id AS module_cohort
      FROM assignments a LEFT JOIN modules m ON m.id = a.module_id
      WHERE a.cohort_id = ${cohortId} ORDER BY a.due_at`);
  const iso = (value: unknown) => new Date(value as string).toISOString();
  const RUBRIC = {
    criteria: [
      {
        id: 'c1',
        title: 'Argument',
        description: '',
        levels: [
          { id: 'l1', label: 'Thin', points: 10 },
          { id: 'l2', label: 'Sound', points: 40 },
        ],
      },
    ],
  };

  /** The earlier cohort as a year of running it leaves it: modules with files, assignments with work, members, a mentor. */
  async function runEarlierCohort() {
    const welcome = await addModule(service, earlier.id, {
      position: 1,
      title: 'Welcome',
      body: '## Hello\n\nRead *this*.',
      links: [{ label: 'Guide', url: 'https://example.org/guide' }],
      opensAt: at('2026-09-01'),
    });
    const research = await addModule(service, earlier.id, { position: 2, title: 'Research', opensAt: at('2026-10-01') });
    await addModuleFile(service, welcome.id, { name: 'reading.pdf' });
    await addModuleFile(service, welcome.id, { name: 'map.png', type: 'image/png', content: PNG });
    const essay = await addAssignment(service, earlier.id, {
      moduleId: research.id,
      title: 'Essay',
      dueAt: at('2026-10-15', '20:59'),
      fileTypes: ['application/pdf', 'image/png'],
      maxFileMb: 5,
      textAnswer: false,
      lateAccepted: true,
      maxPoints: 40,
      rubric: RUBRIC,
    });
    // Due after the new cohort ends once moved: kept as moved, and counted.
    await addAssignment(service, earlier.id, { moduleId: null, title: 'Final report', dueAt: at('2027-06-20', '20:59') });
    await addMember(service, earlier.id, 'ama');
    await addMentorship(service, { studentUid: 'ama', mentorUid: STAFF, cohortId: earlier.id });
    await addSubmission(service, essay, 'ama', { submittedAt: at('2026-10-10'), status: 'graded', grade: 35 });
    return { welcome, research };
  }

  it('copies the modules in order with their content and files, and the assignments with their settings, every date moved by the days between the starts', async () => {
    await runEarlierCohort();
    const before = { modules: await modulesOf(earlier.id), assignments: await assignmentsOf(earlier.id) };

    const copied = await copy(next.id, { sourceCohortId: earlier.id });

    expect(copied).toEqual({
      status: 201,
      body: { sourceCohortId: earlier.id, days: 370, modules: 2, moduleFiles: 2, assignments: 2, datesOutside: 1 },
    });
    const modules = await modulesOf(next.id);
    expect(modules.map((row) => [row.position, row.title, row.body, row.links, iso(row.opens_at)])).toEqual([
      [
        1,
        'Welcome',
        '## Hello\n\nRead *this*.',
        [{ label: 'Guide', url: 'https://example.org/guide' }],
        '2027-09-06T06:00:00.000Z',
      ],
      [2, 'Research', 'Week 2', [], '2027-10-06T06:00:00.000Z'],
    ]);
    // New rows, not the old ones moved.
    expect(modules.map((row) => row.id)).not.toContain(before.modules[0].id);
    const files = await service.rows(sql`
      SELECT f.name, f.type, f.size, f.content = o.content AS same_bytes
      FROM module_files f JOIN modules m ON m.id = f.module_id
      JOIN module_files o ON o.name = f.name AND o.id <> f.id
      WHERE m.cohort_id = ${next.id} ORDER BY f.name`);
    expect(files).toEqual([
      { name: 'map.png', type: 'image/png', size: PNG.length, same_bytes: true },
      { name: 'reading.pdf', type: 'application/pdf', size: expect.any(Number), same_bytes: true },
    ]);
    const assignments = await assignmentsOf(next.id);
    expect(assignments.map((row) => ({ ...row, due_at: iso(row.due_at) }))).toEqual([
      {
        title: 'Essay',
        instructions: 'Write **one** question.',
        due_at: '2027-10-20T20:59:00.000Z',
        file_types: ['application/pdf', 'image/png'],
        max_file_mb: 5,
        text_answer: false,
        late_accepted: true,
        max_points: 40,
        // Graded the same way (no grade uses the copy yet, so it can still be changed).
        rubric: RUBRIC,
        // Under the new cohort's own copy of its module.
        module_title: 'Research',
        module_cohort: next.id,
      },
      expect.objectContaining({ title: 'Final report', due_at: '2028-06-24T20:59:00.000Z', module_title: null }),
    ]);
    // Nobody's work, grades, membership or mentor came across; the earlier cohort is as it was.
    expect(await service.count(sql`SELECT count(*) AS n FROM submissions WHERE cohort_id = ${next.id}`)).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM cohort_members WHERE cohort_id = ${next.id}`)).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM mentorships WHERE cohort_id = ${next.id}`)).toBe(0);
    expect(await modulesOf(earlier.id)).toEqual(before.modules);
    expect(await assignmentsOf(earlier.id)).toEqual(before.assignments);
    // Who copied what, in the activity log.
    const [entry] = await service.rows(
      sql`SELECT user_id, permission, granted, context FROM audit_logs WHERE type = 'permission_check' AND granted`,
    );
    expect(entry).toEqual({
      user_id: STAFF,
      permission: 'edit_programs',
      granted: true,
      context: expect.objectContaining({
        action: 'copy_cohort_content',
        cohortId: next.id,
        sourceCohortId: earlier.id,
        modules: 2,
        assignments: 2,
      }),
    });
  });

  it('moves dates earlier when the new cohort starts before the old one, and copies assignments alone', async () => {
    const sooner = await addCohort(service, { programId: programme.id, startsOn: '2026-08-25', endsOn: '2027-06-30' });
    await addAssignment(service, earlier.id, { title: 'Essay', dueAt: at('2026-10-15', '20:59') });
    const copied = await copy(sooner.id, { sourceCohortId: earlier.id });
    expect(copied.body).toMatchObject({ days: -7, modules: 0, assignments: 1, datesOutside: 0 });
    expect((await assignmentsOf(sooner.id)).map((row) => iso(row.due_at))).toEqual(['2026-10-08T20:59:00.000Z']);
  });

  it('refuses another programme’s cohort, this cohort itself, and one that does not exist, with 400 on the choice', async () => {
    await runEarlierCohort();
    const elsewhere = await addCohort(service, { name: 'Other programme' });
    await addModule(service, elsewhere.id);
    const before = await deliverySnapshot(service);
    for (const [sourceCohortId, message] of [
      [elsewhere.id, COHORT_COPY_MESSAGES.otherProgramme],
      [next.id, COHORT_COPY_MESSAGES.sameCohort],
      ['no-such-cohort', COHORT_COPY_MESSAGES.noSuchSource],
    ] as const) {
      const refused = await copy(next.id, { sourceCohortId });
      expect(refused.status, sourceCohortId).toBe(400);
      expect(refused.body.error).toEqual({ code: 'invalid_input', message, fieldErrors: { sourceCohortId: message } });
    }
    const unchosen = await copy(next.id, {});
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.error.fieldErrors).toEqual({ sourceCohortId: LEARNING_MESSAGES.chooseSourceCohort });
    expect(await deliverySnapshot(service)).toBe(before);
  });

  it('never mixes with what a cohort has: 409 when it already has modules, or assignments', async () => {
    await runEarlierCohort();
    const module = await addModule(service, next.id, { title: 'Ours' });
    const before = await deliverySnapshot(service);
    const withModules = await copy(next.id, { sourceCohortId: earlier.id });
    expect(withModules).toMatchObject({ status: 409, body: { error: { message: COHORT_COPY_MESSAGES.targetHasModules } } });
    expect(await deliverySnapshot(service)).toBe(before);

    await service.database.db.execute(sql`DELETE FROM modules WHERE id = ${module.id}`);
    await addAssignment(service, next.id, { dueAt: at('2027-10-01') });
    const withAssignments = await copy(next.id, { sourceCohortId: earlier.id });
    expect(withAssignments).toMatchObject({
      status: 409,
      body: { error: { message: COHORT_COPY_MESSAGES.targetHasAssignments } },
    });
    expect(await modulesOf(next.id)).toEqual([]);
  });

  it('says when the earlier cohort has nothing to copy, and 404 for a cohort that does not exist', async () => {
    const empty = await copy(next.id, { sourceCohortId: earlier.id });
    expect(empty).toMatchObject({ status: 409, body: { error: { message: COHORT_COPY_MESSAGES.nothingToCopy } } });
    const missing = await copy('no-such-cohort', { sourceCohortId: earlier.id });
    expect(missing).toMatchObject({ status: 404, body: { error: { message: COHORT_MESSAGES.notFound } } });
  });

  it('refuses a move that would take a date outside the years the service stores', async () => {
    const far = await addCohort(service, { programId: programme.id, startsOn: '9999-06-01', endsOn: '9999-12-31' });
    await addModule(service, earlier.id, { opensAt: at('2027-06-01') });
    const refused = await copy(far.id, { sourceCohortId: earlier.id });
    expect(refused).toMatchObject({ status: 400, body: { error: { message: COHORT_COPY_MESSAGES.outOfRange } } });
    expect(await modulesOf(far.id)).toEqual([]);
  });

  it('refuses, and audits, someone who may not edit programmes', async () => {
    await runEarlierCohort();
    await service.addUser('reviewer', 'content_editor');
    const refused = await copy(next.id, { sourceCohortId: earlier.id }, 'reviewer');
    expect(refused.status).toBe(403);
    expect(await modulesOf(next.id)).toEqual([]);
    expect(await service.count(sql`SELECT count(*) AS n FROM audit_logs WHERE user_id = 'reviewer' AND granted = false`)).toBe(1);
  });

  afterEach(async () => {
    await service.database.db.execute(sql`DROP TRIGGER IF EXISTS copy_fault ON assignments`);
    await service.database.db.execute(sql`DROP FUNCTION IF EXISTS copy_fault()`);
  });

  it('writes nothing when it fails midway: the modules and files already written go with the assignment that failed', async () => {
    await runEarlierCohort();
    // The database refuses the assignments, which are written after the modules and their files.
    await service.database.db.execute(
      sql.raw(`CREATE FUNCTION copy_fault() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'fault injected by the test'; END $$`),
    );
    await service.database.db.execute(
      sql.raw(`CREATE TRIGGER copy_fault BEFORE INSERT ON assignments FOR EACH ROW EXECUTE FUNCTION copy_fault()`),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const before = await deliverySnapshot(service);
    const audited = await service.count(sql`SELECT count(*) AS n FROM audit_logs`);

    const failed = await copy(next.id, { sourceCohortId: earlier.id });

    expect(failed.status).toBe(500);
    expect(await deliverySnapshot(service)).toBe(before);
    expect(await modulesOf(next.id)).toEqual([]);
    expect(await service.count(sql`SELECT count(*) AS n FROM assignments WHERE cohort_id = ${next.id}`)).toBe(0);
    expect(await service.count(sql`SELECT count(*) AS n FROM audit_logs`)).toBe(audited);
  });
});
