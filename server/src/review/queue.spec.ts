import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationStatus, Decision, QueueItem } from '@sla/contract';
import { QUEUE_SORTS } from '@sla/contract/schemas';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { addApplication, addReviewProgram, assign } from './testing/reviewFixtures.js';
import { encodeQueueCursor } from './queueSorts.js';

interface Seeded {
  id: string;
  programId: string;
  status: ApplicationStatus;
  decision: Decision | null;
  submittedAt: Date | null;
  updatedAt: Date;
  averageScore: number | null;
  name: string;
}

const T = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));

/** The order each sort promises, written independently of the SQL: valued rows first, then the rest newest id first. */
function expectedOrder(rows: Seeded[], sort: (typeof QUEUE_SORTS)[number]): string[] {
  const key = (row: Seeded) =>
    sort === 'score_desc'
      ? row.averageScore
      : sort === 'updated_desc'
        ? row.updatedAt.getTime()
        : (row.submittedAt?.getTime() ?? null);
  const asc = sort === 'submitted_asc';
  const valued = rows.filter((row) => key(row) !== null);
  valued.sort((a, b) => (key(a)! - key(b)!) * (asc ? 1 : -1) || (a.id < b.id ? -1 : 1) * (asc ? 1 : -1));
  const rest = rows.filter((row) => key(row) === null).sort((a, b) => (a.id < b.id ? 1 : -1));
  return [...valued, ...rest].map((row) => row.id);
}

describeOnEachBackend('review queue', (backend) => {
  let service: TestService;
  let seeded: Seeded[];
  let programmes: [string, string];
  const admin = () => service.as('queue-admin');

  beforeAll(async () => {
    service = await startTestService(backend);
    await service.reset();
    await service.addUser('queue-admin', 'admin');
    await service.addUser('queue-staff', 'staff');
    const a = await addReviewProgram(service, 'alpha');
    const b = await addReviewProgram(service, 'beta');
    programmes = [a.id, b.id];
    seeded = [];
    const statuses: ApplicationStatus[] = ['submitted', 'under_review', 'decided', 'withdrawn', 'draft'];
    // 40 applications with deliberate ties: submission times repeat every 7, scores every 4, and
    // some have no score or (withdrawn drafts) no submission time.
    for (let i = 0; i < 40; i += 1) {
      const id = `q${String(i).padStart(2, '0')}`;
      const status = statuses[i % statuses.length]!;
      const uid = `person-${id}`;
      const name = i === 3 ? 'Zanele MOYO' : `Applicant ${id}`;
      await service.addUser(uid, 'applicant', {
        displayName: name,
        email: i === 5 ? 'Special.Person@Example.org' : `${uid}@example.org`,
      });
      const submittedAt = status === 'draft' || (status === 'withdrawn' && i % 10 === 3) ? null : T(i % 7);
      const decision: Decision | null = status === 'decided' ? (['accepted', 'waitlisted', 'rejected'] as const)[i % 3]! : null;
      const averageScore =
        status === 'under_review' || status === 'decided' ? (i % 3 === 0 ? null : [40, 55.5, 72.25, 90][i % 4]!) : null;
      const updatedAt = T(100 + (i % 9));
      await addApplication(service, {
        id,
        userId: uid,
        programId: programmes[i % 2]!,
        status,
        decision,
        decidedBy: decision ? 'queue-admin' : null,
        decidedAt: decision ? T(50) : null,
        decisionReleaseAt: decision ? T(60) : null,
        averageScore,
        submittedAt,
        updatedAt,
      });
      seeded.push({ id, programId: programmes[i % 2]!, status, decision, submittedAt, updatedAt, averageScore, name });
    }
    await assign(service, 'q01', 'queue-staff');
    await assign(service, 'q06', 'queue-staff');
  });
  afterAll(() => service?.close());

  async function walk(query: Record<string, string>, limit: number, as = admin()): Promise<QueueItem[]> {
    const items: QueueItem[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page += 1) {
      const response = await service.request({
        method: 'GET',
        url: '/api/review/queue',
        query: { ...query, limit: String(limit), ...(cursor ? { cursor } : {}) },
        headers: as,
      });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.items.length).toBeLessThanOrEqual(limit);
      items.push(...body.items);
      cursor = body.nextCursor;
      if (!cursor) return items;
    }
    throw new Error('the cursor never ended');
  }

  const FILTERS: [string, Record<string, string>, (row: Seeded) => boolean][] = [
    ['no filter (drafts left out)', {}, (row) => row.status !== 'draft'],
    ['a status', { status: 'withdrawn' }, (row) => row.status === 'withdrawn'],
    [
      'status and programme',
      { status: 'under_review', programId: 'B' },
      (row) => row.status === 'under_review' && row.programId === programmes[1],
    ],
    ['a decision', { decision: 'accepted' }, (row) => row.decision === 'accepted'],
    ['no decision', { decision: 'none' }, (row) => row.status !== 'draft' && row.decision === null],
  ];

  for (const sort of QUEUE_SORTS) {
    for (const [label, query, keep] of FILTERS) {
      it(`${sort}, ${label}: pages of 3 cover every row once, in order`, async () => {
        const resolved = { ...query, ...(query.programId ? { programId: programmes[1] } : {}), sort };
        const items = await walk(resolved, 3);
        const expected = expectedOrder(seeded.filter(keep), sort);
        expect(expected.length).toBeGreaterThan(0);
        expect(items.map((item) => item.id)).toEqual(expected);
      });
    }
  }

  it('sorts by newest submission by default, 25 to a page', async () => {
    const body = (await service.request({ method: 'GET', url: '/api/review/queue', headers: admin() })).json();
    expect(body.items.map((item: QueueItem) => item.id)).toEqual(
      expectedOrder(
        seeded.filter((row) => row.status !== 'draft'),
        'submitted_desc',
      ).slice(0, 25),
    );
    expect(body.nextCursor).toEqual(expect.any(String));
    const first = body.items[0] as QueueItem;
    const row = seeded.find((candidate) => candidate.id === first.id)!;
    expect(first).toMatchObject({
      applicant: { uid: `person-${row.id}`, displayName: row.name },
      program: { id: row.programId, slug: row.programId === programmes[0] ? 'alpha' : 'beta' },
    });
  });

  it('searches names and e-mail addresses, whatever the case', async () => {
    expect((await walk({ search: 'zanele moyo' }, 10)).map((item) => item.id)).toEqual(['q03']);
    expect((await walk({ search: 'special.person@EXAMPLE' }, 10)).map((item) => item.id)).toEqual(['q05']);
    expect(await walk({ search: '100%_' }, 10)).toEqual([]);
  });

  it('shows a reviewer what is assigned to them', async () => {
    expect((await walk({ assignedToMe: '1' }, 10, service.as('queue-staff'))).map((item) => item.id).sort()).toEqual([
      'q01',
      'q06',
    ]);
    expect(await walk({ assignedToMe: '1' }, 10)).toEqual([]);
  });

  it('never shows an application to someone who declared a conflict on it', async () => {
    await service.database.db.execute(sql`INSERT INTO review_conflicts VALUES ('q01', 'queue-staff', 'Neighbour', now())`);
    const ids = (await walk({}, 50, service.as('queue-staff'))).map((item) => item.id);
    expect(ids).not.toContain('q01');
    expect(ids).toContain('q06');
    expect((await walk({}, 50)).map((item) => item.id)).toContain('q01');
    await service.database.db.execute(sql`DELETE FROM review_conflicts`);
  });

  it('refuses a bad, foreign or tampered cursor with a 400 naming the field', async () => {
    const bad = [
      'not-a-cursor',
      encodeQueueCursor('score_desc', { value: '50', id: 'q01' }),
      Buffer.from(JSON.stringify(['submitted_desc', "2026-13-01'; DROP TABLE x", 'q01'])).toString('base64url'),
      Buffer.from(JSON.stringify(['submitted_desc', '2026-02-30T00:00:00.000000Z', 'q01'])).toString('base64url'),
      Buffer.from(JSON.stringify(['updated_desc', null, 'q01'])).toString('base64url'),
    ];
    for (const cursor of bad) {
      const response = await service.request({
        method: 'GET',
        url: '/api/review/queue',
        query: { sort: 'submitted_desc', cursor },
        headers: admin(),
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json().error.fieldErrors.cursor).toMatch(/page link/);
    }
    for (const query of [
      { status: 'lost' },
      { status: 'draft' },
      { sort: 'name' },
      { limit: '0' },
      { decision: 'maybe' },
    ] as Record<string, string>[]) {
      const response = await service.request({ method: 'GET', url: '/api/review/queue', query, headers: admin() });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().error.fieldErrors)).toEqual(Object.keys(query));
    }
  });

  describe('CSV export', () => {
    it('has the filtered rows in the queue order, one line each, formulas defused', async () => {
      await service.database.db.execute(
        sql`UPDATE users SET display_name = '=HYPERLINK("http://x", "Click, here")' WHERE uid = 'person-q01'`,
      );
      const response = await service.request({
        method: 'GET',
        url: '/api/review/queue.csv',
        query: { status: 'under_review', sort: 'score_desc' },
        headers: admin(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="applications.csv"');
      const [header, ...lines] = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(header).toBe(
        'id,applicant_name,email,programme,status,decision,decision_release_at,submitted_at,reviews,average_score',
      );
      expect(lines.map((line) => line.split(',')[0])).toEqual(
        expectedOrder(
          seeded.filter((row) => row.status === 'under_review'),
          'score_desc',
        ),
      );
      expect(lines.find((line) => line.startsWith('q01,'))).toMatch(
        /^q01,"'=HYPERLINK\(""http:\/\/x"", ""Click, here""\)",person-q01@example\.org,Programme beta,under_review,,,2026-03-01T09:01:00\.000Z,0,55\.5$/,
      );
    });
  });
});

describeOnEachBackend('review queue CSV at length', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    await service.reset();
    await service.addUser('csv-admin', 'admin');
    const program = await addReviewProgram(service, 'gamma');
    // 1,234 rows: more than two CSV batches, some (withdrawn drafts) without a submission time.
    await service.database.db.execute(sql`
      INSERT INTO applications (id, user_id, program_id, status, form, answers, submitted_at, created_at, updated_at)
      SELECT 'c' || lpad(g::text, 5, '0'), 'u' || g, ${program.id}, 'withdrawn', '{"sections":[]}', '{}',
             CASE WHEN g % 10 = 0 THEN NULL ELSE timestamptz '2026-01-01' + (g % 300) * interval '1 minute' END,
             timestamptz '2026-01-01', timestamptz '2026-01-01'
      FROM generate_series(1, 1234) AS g`);
  });
  afterAll(() => service?.close());

  it('searches the same way whether few or many people match', async () => {
    await service.database.db.execute(sql`INSERT INTO users (uid, email, display_name, role, created_at, updated_at)
      SELECT 'u' || g, 'u' || g || '@example.org', 'Common Name ' || g, 'applicant', now(), now() FROM generate_series(1, 1234) AS g`);
    const ids = async (search: string) => {
      const found: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await service.request({
          method: 'GET',
          url: '/api/review/queue',
          query: { search, limit: '200', ...(cursor ? { cursor } : {}) },
          headers: service.as('csv-admin'),
        });
        expect(response.statusCode).toBe(200);
        found.push(...response.json().items.map((item: QueueItem) => item.id));
        cursor = response.json().nextCursor;
      } while (cursor);
      return found.sort();
    };
    const expected = (keep: (g: number) => boolean) =>
      Array.from({ length: 1234 }, (_, i) => i + 1)
        .filter(keep)
        .map((g) => `c${String(g).padStart(5, '0')}`)
        .sort();
    // 1,234 people match (read along the queue's index), 46 match (their applications looked up).
    expect(await ids('COMMON name')).toEqual(expected(() => true));
    expect(await ids('name 12')).toEqual(expected((g) => String(g).startsWith('12')));
    const csv = await service.request({
      method: 'GET',
      url: '/api/review/queue.csv',
      query: { search: 'common' },
      headers: service.as('csv-admin'),
    });
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(1235);
  });

  it('streams every row exactly once, in batches', async () => {
    const response = await service.app.inject({
      method: 'GET',
      url: '/api/review/queue.csv',
      headers: service.as('csv-admin'),
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    let text = '';
    let chunks = 0;
    for await (const chunk of response.stream()) {
      chunks += 1;
      text += chunk.toString();
    }
    const ids = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(1234);
    expect(new Set(ids).size).toBe(1234);
    // Written a batch of 500 at a time (three batches here), never the whole file at once.
    expect(chunks).toBeGreaterThanOrEqual(3);
  });
});
