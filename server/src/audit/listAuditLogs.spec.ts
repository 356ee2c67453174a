// The activity log's filters (kind, person, days), the names it attaches and its CSV export (decision 0024).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUDIT_LOG_MESSAGES } from '@sla/contract/schemas';
import { auditLogs, users } from '../db/schema.js';
import { describeOnEachBackend } from '../testing/backends.js';
import { startTestService, type TestService } from '../testing/testService.js';
import { PERSON_MATCH_LIMIT } from './auditLogQuery.js';

type Row = typeof auditLogs.$inferInsert;
const at = (iso: string) => new Date(iso);
const refused = (userId: string, timestamp: string): Row => ({
  type: 'permission_check',
  userId,
  permission: 'manage_users',
  granted: false,
  context: { path: '/admin/users' },
  timestamp: at(timestamp),
});

/** The log as inserted, by name, oldest first. */
const ROWS: Record<string, Row> = {
  promoted: {
    type: 'role_change',
    userId: 'jane',
    previousRole: 'applicant',
    newRole: 'student',
    changedBy: 'ada',
    reason: 'Accepted',
    timestamp: at('2026-03-01T10:00:00.000Z'),
  },
  dayStart: refused('jane', '2026-03-02T00:00:00.000Z'),
  dayEnd: refused('jane', '2026-03-02T23:59:59.999Z'),
  nextDay: refused('jane', '2026-03-03T00:00:00.000Z'),
  granted: { ...refused('bob', '2026-03-03T12:00:00.000Z'), granted: true },
  suspended: {
    type: 'account_event',
    userId: 'bob',
    permission: 'suspended',
    changedBy: 'ada',
    reason: 'Spam',
    context: {},
    timestamp: at('2026-03-04T09:00:00.000Z'),
  },
  deleted: { type: 'account_deleted', userId: 'gone-uid', previousRole: 'applicant', timestamp: at('2026-03-05T09:00:00.000Z') },
  settings: {
    type: 'settings_change',
    userId: 'ada',
    context: { changes: [{ key: 'siteName', from: 'Old name', to: 'New name' }] },
    timestamp: at('2026-03-06T09:00:00.000Z'),
  },
};
type Name = keyof typeof ROWS;

describeOnEachBackend('the activity log', (backend) => {
  let service: TestService;
  const ids = new Map<string, Name>();
  const get = (url: string, uid = 'ada') => service.request({ method: 'GET', url, headers: service.as(uid) });
  /** The names of the entries a listing returns, in its order (newest first). */
  const names = async (query: string) => {
    const response = await get(`/api/audit-logs?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().items as { id: string }[]).map((item) => ids.get(item.id) ?? item.id);
  };
  const newestFirst = (...list: Name[]) => [...list].reverse();
  const badRequest = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(400);
    return response.json().error as { message: string; fieldErrors: Record<string, string> };
  };

  beforeAll(async () => {
    service = await startTestService(backend);
    await service.addUser('ada', 'admin', { displayName: 'Ada Admin', email: 'ada@org.example' });
    await service.addUser('jane', 'student', { displayName: 'Jane Doe', email: 'jane@example.org' });
    await service.addUser('bob', 'student', { displayName: 'Bob Stone', email: 'bob@example.org' });
    await service.addUser('carl', 'applicant', { displayName: null, email: 'carl%_@example.org' });
    for (const [name, row] of Object.entries(ROWS)) {
      const [inserted] = await service.database.db.insert(auditLogs).values(row).returning({ id: auditLogs.id });
      ids.set(String(inserted!.id), name);
    }
  });
  afterAll(() => service?.close());

  it('lists everything newest first without filters, and by userId as before', async () => {
    expect(await names('')).toEqual(newestFirst(...(Object.keys(ROWS) as Name[])));
    expect(await names('userId=bob')).toEqual(['suspended', 'granted']);
  });

  it('filters by kind: role changes, refusals only (not granted checks), sign-in related, settings', async () => {
    expect(await names('kind=role_change')).toEqual(['promoted']);
    expect(await names('kind=access_refused')).toEqual(['nextDay', 'dayEnd', 'dayStart']);
    expect(await names('kind=sign_in')).toEqual(['deleted', 'suspended']);
    expect(await names('kind=settings')).toEqual(['settings']);
  });

  it('names the person and the actor of each entry when they have a profile', async () => {
    const items = (await get('/api/audit-logs')).json().items as Record<string, unknown>[];
    const byName = (name: Name) => items.find((item) => ids.get(item.id as string) === name)!;
    const ada = { uid: 'ada', displayName: 'Ada Admin', email: 'ada@org.example' };
    expect(byName('promoted')).toMatchObject({
      type: 'role_change',
      person: { uid: 'jane', displayName: 'Jane Doe', email: 'jane@example.org' },
      actor: ada,
    });
    expect(byName('suspended')).toMatchObject({ type: 'account_event', action: 'suspended', actorId: 'ada', actor: ada });
    expect(byName('settings')).toMatchObject({ person: ada });
    expect(byName('settings')).not.toHaveProperty('actor');
    expect(byName('deleted')).not.toHaveProperty('person');
    expect(byName('dayStart')).not.toHaveProperty('actor');
  });

  it('finds a person by part of their name or e-mail, any case, as subject or actor, or by exact uid', async () => {
    expect(await names('person=jane%20DOE')).toEqual(['nextDay', 'dayEnd', 'dayStart', 'promoted']);
    expect(await names('person=org.example')).toEqual(['settings', 'suspended', 'promoted']);
    expect(await names('person=gone-uid')).toEqual(['deleted']);
    expect(await names('person=nobody-at-all')).toEqual([]);
    // % and _ are letters here, not wildcards: only carl's address has them, and carl has no entries.
    expect(await names('person=%25_')).toEqual([]);
    expect(await names(`person=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
  });

  it('keeps whole UTC days, both ends inclusive', async () => {
    expect(await names('from=2026-03-02&to=2026-03-02')).toEqual(['dayEnd', 'dayStart']);
    expect(await names('to=2026-03-01')).toEqual(['promoted']);
    expect(await names('from=2026-03-03&to=2026-03-04')).toEqual(['suspended', 'granted', 'nextDay']);
    expect(await names('from=2026-03-06')).toEqual(['settings']);
    expect(await names('from=2026-03-07')).toEqual([]);
  });

  it('combines the filters, and pages through a filtered list', async () => {
    expect(await names('kind=access_refused&person=jane&from=2026-03-02&to=2026-03-02')).toEqual(['dayEnd', 'dayStart']);
    expect(await names('kind=role_change&person=bob')).toEqual([]);
    expect(await names('kind=sign_in&person=Ada&to=2026-03-04')).toEqual(['suspended']);
    const first = (await get('/api/audit-logs?kind=access_refused&limit=2')).json();
    expect(first.items).toHaveLength(2);
    expect(await names(`kind=access_refused&limit=2&cursor=${first.nextCursor}`)).toEqual(['dayStart']);
  });

  it('answers bad filters with 400 and a message about the field', async () => {
    expect((await badRequest('/api/audit-logs?kind=everything')).fieldErrors.kind).toBe(AUDIT_LOG_MESSAGES.kind);
    expect((await badRequest('/api/audit-logs?kind=role_change&kind=settings')).fieldErrors.kind).toBe(AUDIT_LOG_MESSAGES.kind);
    expect((await badRequest('/api/audit-logs?from=2026-02-30')).fieldErrors.from).toBe(AUDIT_LOG_MESSAGES.noSuchDate);
    expect((await badRequest('/api/audit-logs?to=02/03/2026')).fieldErrors.to).toBe(AUDIT_LOG_MESSAGES.date);
    expect((await badRequest('/api/audit-logs?from=2026-03-05&to=2026-03-04')).fieldErrors.to).toBe(AUDIT_LOG_MESSAGES.order);
    expect((await badRequest(`/api/audit-logs?person=${'x'.repeat(201)}`)).fieldErrors.person).toMatch(/200 characters/);
    expect((await badRequest('/api/audit-logs?person=%20%20')).fieldErrors.person).toMatch(/Give a name/);
    expect((await badRequest('/api/audit-logs.csv?from=tomorrow')).fieldErrors.from).toBe(AUDIT_LOG_MESSAGES.date);
    // Real days the database cannot take as timestamps: a 400, not a 500.
    expect((await badRequest('/api/audit-logs?from=0000-01-01')).fieldErrors.from).toBe(AUDIT_LOG_MESSAGES.years);
    expect((await badRequest('/api/audit-logs?to=9999-12-31')).fieldErrors.to).toBe(AUDIT_LOG_MESSAGES.years);
  });

  it('finds exactly one uid as subject or actor, without matching names that contain it', async () => {
    expect(await names('personUid=ada')).toEqual(newestFirst('promoted', 'suspended', 'settings'));
    expect(await names('personUid=bo')).toEqual([]);
  });

  it('shows why an account was suspended only to those who manage users', async () => {
    await service.addUser('sam', 'staff', { displayName: 'Sam Staff' });
    const reasonFor = async (uid: string) => {
      const response = await get('/api/audit-logs?kind=sign_in', uid);
      return (response.json().items as { permission?: string; action?: string; reason?: string }[]).find(
        (item) => item.action === 'suspended',
      )?.reason;
    };
    expect(await reasonFor('ada')).toBe('Spam');
    expect(await reasonFor('sam')).toBe('');
    const csv = await get('/api/audit-logs.csv?kind=sign_in', 'sam');
    expect(csv.body).not.toContain('Spam');
    expect((await get('/api/audit-logs.csv?kind=sign_in', 'ada')).body).toContain('Spam');
  });

  it('asks for a narrower search when too many people match', async () => {
    const now = new Date();
    await service.database.db.insert(users).values(
      Array.from({ length: PERSON_MATCH_LIMIT + 1 }, (_, i) => ({
        uid: `crowd-${i}`,
        displayName: `Crowd Member ${i}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    try {
      expect((await badRequest('/api/audit-logs?person=crowd%20member')).fieldErrors.person).toMatch(
        /More than 100 people match/,
      );
      expect(await names('person=Crowd%20Member%2042')).toEqual([]);
    } finally {
      await service.database.db.execute(sql`DELETE FROM users WHERE uid LIKE 'crowd-%'`);
    }
  });

  it('exports the filtered entries as readable CSV', async () => {
    const response = await get('/api/audit-logs.csv?person=jane&from=2026-03-01&to=2026-03-02');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="activity-log.csv"');
    expect(response.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'when,kind,person_name,person_email,person_uid,details',
      '2026-03-02T23:59:59.999Z,Access refused,Jane Doe,jane@example.org,jane,tried to open Users and roles (/admin/users)',
      '2026-03-02T00:00:00.000Z,Access refused,Jane Doe,jane@example.org,jane,tried to open Users and roles (/admin/users)',
      '2026-03-01T10:00:00.000Z,Role change,Jane Doe,jane@example.org,jane,Applicant → Student by Ada Admin: Accepted',
      '',
    ]);
    const rest = (await get('/api/audit-logs.csv?kind=sign_in')).body.split('\r\n');
    expect(rest.slice(1)).toEqual([
      '2026-03-05T09:00:00.000Z,Account deleted,,,gone-uid,Deleted their own account (was Applicant)',
      '2026-03-04T09:00:00.000Z,Suspended,Bob Stone,bob@example.org,bob,Account suspended by Ada Admin: Spam',
      '',
    ]);
  });

  it('streams an export longer than one batch whole, none twice', async () => {
    const start = Date.UTC(2025, 0, 1);
    await service.database.db
      .insert(auditLogs)
      .values(Array.from({ length: 1234 }, (_, i) => refused('bulk-uid', new Date(start + i * 1000).toISOString())));
    try {
      const lines = (await get('/api/audit-logs.csv?person=bulk-uid')).body.split('\r\n').slice(1, -1);
      expect(lines).toHaveLength(1234);
      expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(1234);
    } finally {
      await service.database.db.execute(sql`DELETE FROM audit_logs WHERE user_id = 'bulk-uid'`);
    }
  });

  it('refuses the export to a signed-in member without view_all_users, audited once', async () => {
    await service.addUser('appl', 'applicant');
    const count = () =>
      service.count(
        sql`SELECT count(*) AS n FROM audit_logs WHERE user_id = 'appl' AND granted = false AND permission = 'view_all_users'`,
      );
    expect(await count()).toBe(0);
    const response = await get('/api/audit-logs.csv', 'appl');
    expect(response.statusCode).toBe(403);
    expect(await count()).toBe(1);
    await service.database.db.execute(sql`DELETE FROM audit_logs WHERE user_id = 'appl'`);
  });
});
