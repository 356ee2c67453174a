import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { CURSOR_INVALID } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../../testing/backends.js';
import { useTestService } from '../../testing/useTestService.js';
import { daysFrom } from '../../testing/fixtures.js';
import { addAssignment, addCohort, addMember, addSubmission } from '../testing/fixtures.js';
import { encodeGradingCursor } from './gradingCursor.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');
const STAFF = 'sam';
const STATES = ['submitted', 'returned', 'graded'] as const;

describeOnEachBackend('the grading queue', (backend) => {
  const service = useTestService(backend);
  const ids: Record<string, string> = {};
  beforeEach(async () => {
    service.setClock(NOW);
    await service.addUser(STAFF, 'staff');
    const first = await addCohort(service, { name: 'First cohort' });
    const second = await addCohort(service, { name: 'Second cohort' });
    ids.first = first.id;
    ids.second = second.id;
    const essays = await addAssignment(service, first.id, { title: 'Essay', dueAt: NOW });
    const posters = await addAssignment(service, first.id, { title: 'Poster', dueAt: NOW });
    const reports = await addAssignment(service, second.id, { title: 'Report', dueAt: NOW });
    ids.essays = essays.id;
    ids.posters = posters.id;
    let n = 0;
    for (const [cohort, assignments] of [
      [first.id, [essays, posters]],
      [second.id, [reports]],
    ] as const) {
      for (let s = 0; s < 6; s += 1) {
        const uid = `student-${cohort.slice(0, 4)}-${s}`;
        await addMember(service, cohort, uid);
        for (const assignment of assignments) {
          n += 1;
          // Some hand-ins at the very same moment, so the id breaks the tie.
          await addSubmission(service, assignment, uid, {
            submittedAt: daysFrom(NOW, -((n * 7) % 5)),
            status: STATES[n % 3]!,
            ...(n % 3 === 2 ? { grade: 50 } : {}),
          });
        }
      }
    }
    // A time finer than JavaScript's milliseconds, as SQL may write: paging must step past it exactly.
    await service.database.db.execute(
      sql`UPDATE submissions SET submitted_at = submitted_at + interval '1 microsecond' WHERE id IN (SELECT id FROM submissions ORDER BY id LIMIT 5)`,
    );
  });

  const get = async (query: Record<string, string>) => {
    const response = await service.request({
      method: 'GET',
      url: `/api/grading?${new URLSearchParams(query)}`,
      headers: service.as(STAFF),
    });
    return { status: response.statusCode, body: response.json() };
  };

  /** Every page of the queue, three at a time. */
  const walk = async (filters: Record<string, string>) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await get({ ...filters, limit: '3', ...(cursor ? { cursor } : {}) });
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.body.items.map((item: { submissionId: string }) => item.submissionId));
      cursor = page.body.nextCursor;
    } while (cursor);
    return seen;
  };
  /** What the queue should hold, oldest hand-in first, as SQL orders it. */
  const expected = async (where: ReturnType<typeof sql>) =>
    (await service.rows<{ id: string }>(sql`SELECT id FROM submissions WHERE ${where} ORDER BY submitted_at, id`)).map(
      (row) => row.id,
    );

  it('pages through everything, oldest hand-in first, every row once, whatever its state', async () => {
    const all = await walk({});
    expect(all).toHaveLength(18);
    expect(all).toEqual(await expected(sql`true`));
  });

  it('pages through each filter and each combination of them', async () => {
    for (const state of STATES) {
      expect(await walk({ state })).toEqual(await expected(sql`status = ${state}`));
      expect(await walk({ state, cohortId: ids.first! })).toEqual(
        await expected(sql`status = ${state} AND cohort_id = ${ids.first}`),
      );
      expect(await walk({ state, assignmentId: ids.posters! })).toEqual(
        await expected(sql`status = ${state} AND assignment_id = ${ids.posters}`),
      );
    }
    expect(await walk({ cohortId: ids.second! })).toEqual(await expected(sql`cohort_id = ${ids.second}`));
    expect(await walk({ assignmentId: ids.essays! })).toEqual(await expected(sql`assignment_id = ${ids.essays}`));
    // An assignment of another cohort: nothing.
    expect(await walk({ cohortId: ids.second!, assignmentId: ids.essays! })).toEqual([]);
  });

  it('gives each row what the grader needs to pick it, 50 to a page by default', async () => {
    const { body } = await get({ state: 'graded', assignmentId: ids.essays! });
    expect(body.nextCursor).toBeNull();
    expect(body.items[0]).toEqual({
      submissionId: expect.any(String),
      assignmentId: ids.essays,
      assignmentTitle: 'Essay',
      cohortId: ids.first,
      cohortName: 'First cohort',
      student: { uid: expect.stringMatching(/^student-/), displayName: expect.stringMatching(/^student-/) },
      state: 'graded',
      late: false,
      attempt: 1,
      submittedAt: expect.any(String),
      dueAt: NOW.toISOString(),
      // The programme's zone: the grader sees due and hand-in times as the student did.
      timeZone: 'Africa/Nairobi',
      grade: 50,
      maxPoints: 100,
    });
    expect((await get({})).body.items).toHaveLength(18);
  });

  it('refuses a forged cursor, an unknown state and a page too large (400 in words)', async () => {
    for (const cursor of [
      'garbage',
      encodeGradingCursor({ at: '0001-01-01T00:00:00.000000Z', id: 'x' }),
      Buffer.from('2026-01-01T00:00:00.000000Z|').toString('base64url'),
      Buffer.from('2026-02-30T00:00:00.000Z|x').toString('base64url'),
    ]) {
      const refused = await get({ cursor });
      expect(refused.status).toBe(400);
      expect(refused.body.error.fieldErrors).toEqual({ cursor: CURSOR_INVALID });
    }
    expect((await get({ state: 'lost' })).status).toBe(400);
    expect((await get({ limit: '101' })).status).toBe(400);
  });
});
