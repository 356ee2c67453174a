// Several stateless instances on one PostgreSQL is how the service scales out. Each instance runs
// the background work too, so this proves that work is shared, never doubled: two real service
// processes start side by side on one database with decisions due and mail queued, and every
// decision is released once (one event, one notice, one e-mail) and every e-mail leaves once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addApplication, addOpenProgram } from './applications/testing.js';
import { openDatabase } from './db/open.js';
import { enqueueMail } from './mail/enqueueMail.js';
import { scratchPostgres } from './testing/backends.js';
import { daysFrom } from './testing/fixtures.js';
import { startSmtpSink } from './testing/smtpSink.js';
import { freePort, spawnService } from './testing/spawnService.js';
import { startTestService, TEST_PROJECT, type TestService } from './testing/testService.js';
import { emulatorToken } from './testing/tokens.js';

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const APPLICANTS = 40;
const QUEUED = 200;
const TITLE = 'two service instances on one PostgreSQL';

(postgresUrl ? describe : describe.skip)(postgresUrl ? TITLE : `${TITLE} skipped: set TEST_DATABASE_URL to run it`, () => {
  let scratch: Awaited<ReturnType<typeof scratchPostgres>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let fixtures: TestService;
  const instances: { port: number; service: ReturnType<typeof spawnService> }[] = [];
  let programId: string;

  beforeAll(async () => {
    scratch = await scratchPostgres(postgresUrl!, 'sla_scale');
    // A database of its own: real service processes share it with this one.
    fixtures = await startTestService({ open: () => openDatabase({ kind: 'postgres', url: scratch.url }) });
    await fixtures.addUser('decider', 'admin');
    for (let i = 0; i < APPLICANTS; i++) await fixtures.addUser(`applicant-${i}`, 'applicant');
    programId = (await addOpenProgram(fixtures, new Date(), { slug: 'stepup-scholars', name: 'StepUp Scholars' })).id;

    sink = await startSmtpSink();
    // Both at once; the work arrives once both are running, so both pollers race for it.
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      instances.push({
        port,
        service: spawnService({ API_PORT: String(port), DATABASE_URL: scratch.url, SMTP_URL: `smtp://127.0.0.1:${sink.port}` }),
      });
    }
    await Promise.all(instances.map(({ port, service }) => service.ready(port, 90_000)));
  }, 180_000);

  afterAll(async () => {
    for (const { service } of instances) service.child.kill('SIGTERM');
    await Promise.all(instances.map(({ service }) => service.exited));
    await sink?.close();
    await fixtures?.close();
    await scratch?.drop();
  });

  const count = (query: ReturnType<typeof sql>) => fixtures.count(query);

  it('releases each due decision once and delivers each e-mail once across both instances', { timeout: 120_000 }, async () => {
    const now = new Date();
    await fixtures.database.db.transaction(async (tx) => {
      for (let i = 0; i < QUEUED; i++)
        await enqueueMail(tx, { kind: 'test', to: `reader-${i}@example.org`, subject: `Queued ${i}`, text: `Message ${i}` }, now);
    });
    for (let i = 0; i < APPLICANTS; i++) {
      await addApplication(fixtures, {
        userId: `applicant-${i}`,
        programId,
        status: 'decided',
        decision: i % 2 ? 'accepted' : 'rejected',
        decidedBy: 'decider',
        decidedAt: daysFrom(now, -1),
        decisionReleaseAt: now,
        submittedAt: daysFrom(now, -3),
      });
    }
    // The release job runs every 30 s on each instance: within a minute both have looked.
    const deadline = Date.now() + 75_000;
    for (;;) {
      const unreleased = await count(
        sql`SELECT count(*) AS n FROM applications WHERE status = 'decided' AND released_at IS NULL`,
      );
      const unsent = await count(sql`SELECT count(*) AS n FROM outbox WHERE status <> 'sent'`);
      if (!unreleased && !unsent) break;
      if (Date.now() > deadline)
        throw new Error(
          `still ${unreleased} decisions unreleased and ${unsent} e-mails unsent:\n${instances.map(({ service }) => service.output()).join('\n')}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // A worker may be mid-conversation with the sink after marking; give it a moment to finish.
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await count(sql`SELECT count(*) AS n FROM application_events WHERE type = 'decision_released'`)).toBe(APPLICANTS);
    expect(
      await count(sql`SELECT count(DISTINCT application_id) AS n FROM application_events WHERE type = 'decision_released'`),
    ).toBe(APPLICANTS);
    expect(await count(sql`SELECT count(*) AS n FROM notices`)).toBe(APPLICANTS);
    expect(await count(sql`SELECT count(*) AS n FROM application_events WHERE type = 'student_role_assigned'`)).toBe(
      APPLICANTS / 2,
    );
    expect(await count(sql`SELECT count(*) AS n FROM audit_logs WHERE type = 'role_change'`)).toBe(APPLICANTS / 2);

    const outbox = await fixtures.rows<{ to: string; subject: string; attempts: number }>(
      sql`SELECT to_address AS "to", subject, attempts FROM outbox ORDER BY id`,
    );
    expect(outbox).toHaveLength(QUEUED + APPLICANTS);
    expect(outbox.filter((row) => row.attempts !== 1)).toEqual([]);
    const delivered = sink.received.map((mail) => `${mail.to.join(',')}|${/^Subject: (.*)$/m.exec(mail.data)?.[1] ?? ''}`);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(delivered).toHaveLength(QUEUED + APPLICANTS);
    expect(new Set(sink.received.flatMap((mail) => mail.to))).toEqual(new Set(outbox.map((row) => row.to)));
  });

  it('serves requests on both instances from the same data', async () => {
    // Data of its own (the other tests may run before or after it): an application one instance never saw being made.
    await fixtures.addUser('reader', 'applicant');
    await addApplication(fixtures, { userId: 'reader', programId, status: 'submitted', submittedAt: new Date() });
    const authorization = `Bearer ${emulatorToken(TEST_PROJECT, { uid: 'reader', email: 'reader@example.org' })}`;
    for (const { port } of instances) {
      const health = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(await health.json()).toEqual({ status: 'ok' });
      const mine = await fetch(`http://127.0.0.1:${port}/api/applications/mine`, { headers: { authorization } });
      expect(mine.status).toBe(200);
      expect(((await mine.json()) as { items: unknown[] }).items).toEqual([expect.objectContaining({ status: 'submitted' })]);
    }
  });

  it('migrates a new database once when several instances open it at the same moment', async () => {
    const fresh = await scratchPostgres(postgresUrl!, 'sla_migrate');
    try {
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ kind: 'postgres', url: fresh.url })));
      const [first] = opened;
      const applied = (
        (await first!.db.execute(sql`SELECT id, count(*) AS n FROM schema_migrations GROUP BY id`)) as unknown as {
          rows: { n: string }[];
        }
      ).rows;
      expect(applied.length).toBeGreaterThan(0);
      expect(applied.every((row) => Number(row.n) === 1)).toBe(true);
      await Promise.all(opened.map((database) => database.close()));
    } finally {
      await fresh.drop();
    }
  });
});
