// `npm run bench:references`: the staff list of reference requests at scale (issue 31, decision 0042). With the
// applications bench's data set (scaleSeed.mjs) and 100,000 reference requests in one programme (two referees for
// each of its 50,000 applications: half waiting, four in ten received, one in ten replaced; half of those waiting past
// their deadline), it measures through the data service's HTTP app (inject: routing, sign-in, permission, query,
// JSON) the list's first, middle and last page, unfiltered and by each status (requested, received, overdue).
// Prints a table and PASS or FAIL against p95 <= 100 ms on PostgreSQL (and <= 250 ms on PGlite).
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_DATABASE_URL, BENCH_USERS (50000),
// BENCH_QUEUED (100000), BENCH_DRAFTS (10000). Runs under tsx: `node --import tsx tools/bench/referencesBench.mjs`.
import { sql } from 'drizzle-orm';
import { cleanup, getter, log, measure, openContext, reportCases, runOnBackends, signedIn, startApp } from './serviceBench.mjs';
import { seedScale } from './scaleSeed.mjs';

const SIZES = {
  users: Number(process.env.BENCH_USERS || 50_000),
  queued: Number(process.env.BENCH_QUEUED || 100_000),
  drafts: Number(process.env.BENCH_DRAFTS || 10_000),
};

/** Two referees for each of the programme's applications, statuses and deadlines spread by a scrambled bucket. */
async function seedReferences(db, programId) {
  const started = Date.now();
  await db.execute(
    sql.raw(`INSERT INTO reference_requests
      (id, application_id, program_id, slot, referee_name, referee_email, status, locale, due_at, requested_at, last_sent_at,
       received_at, replaced_at, letter_text)
    SELECT md5(a.id || '-' || s.slot)::uuid::text, a.id, a.program_id, s.slot, 'Referee ' || s.slot || ' of ' || a.id,
           'referee.' || s.slot || '.' || a.id || '@example.org',
           st.status, NULL,
           CASE WHEN k.b < 25 THEN timestamptz '2025-06-01' ELSE timestamptz '2100-01-01' END,
           a.created_at + s.slot * interval '1 hour', a.created_at + s.slot * interval '1 hour',
           CASE WHEN st.status = 'received' THEN a.created_at + interval '5 days' END,
           CASE WHEN st.status = 'replaced' THEN a.created_at + interval '2 days' END,
           CASE WHEN st.status = 'received' THEN 'A letter about ' || a.id END
    FROM applications a
    CROSS JOIN (VALUES (1), (2)) AS s(slot)
    CROSS JOIN LATERAL (SELECT ((hashtext(a.id) & 2147483647) + s.slot * 37) % 100 AS b) AS k
    CROSS JOIN LATERAL (SELECT CASE WHEN k.b < 50 THEN 'requested' WHEN k.b < 90 THEN 'received' ELSE 'replaced' END AS status) AS st
    WHERE a.program_id = '${programId}' AND a.status <> 'draft'`),
  );
  // A replaced referee of slot 1 has a successor (in slot 3, so each slot keeps one current referee). Ids are
  // UUID-shaped, as the service makes them (the list's cursor reads only those).
  await db.execute(
    sql.raw(`INSERT INTO reference_requests (id, application_id, program_id, slot, referee_name, referee_email, status, due_at, requested_at, last_sent_at)
    SELECT md5(r.id || '-next')::uuid::text, r.application_id, r.program_id, 3, 'Successor of ' || r.referee_name, 'next.' || r.referee_email, 'requested',
           timestamptz '2100-01-01', r.replaced_at, r.replaced_at
    FROM reference_requests r WHERE r.status = 'replaced' AND r.slot = 1 AND r.program_id = '${programId}'`),
  );
  await db.execute(sql.raw('ANALYZE reference_requests'));
  const [{ n }] = (
    await db.execute(sql.raw(`SELECT count(*)::int AS n FROM reference_requests WHERE program_id = '${programId}'`))
  ).rows;
  log(`  ${n.toLocaleString('en-US')} reference requests (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return n;
}

const listUrl = (query) => `/api/review/references?${new URLSearchParams(query)}`;

/** The cursors of the middle and the last page of 50, found by walking the list once (200 at a time, then 50). */
async function findPages(get, query) {
  const cursors = [];
  let cursor = null;
  do {
    const page = await get(listUrl({ ...query, limit: '200', ...(cursor ? { cursor } : {}) }));
    cursor = page.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  const middle = cursors[Math.floor(cursors.length / 2)] ?? null;
  let last = cursors.at(-1) ?? null;
  for (let next = last; next;) {
    next = (await get(listUrl({ ...query, limit: '50', ...(next ? { cursor: next } : {}) }))).nextCursor;
    if (next) last = next;
  }
  return { middle, last, rows: cursors.length * 200 };
}

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding the applications data set...`);
  const seedStarted = Date.now();
  const { programmes } = await seedScale(ctx.db, { ...SIZES, log });
  const requests = await seedReferences(ctx.db, programmes.stepup);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const app = await startApp(ctx);
  const get = getter(app, signedIn('bench-staff-1', 'bench-staff-1@example.org'));

  const cases = [];
  for (const status of ['', 'requested', 'received', 'overdue']) {
    const query = { programId: programmes.stepup, ...(status ? { status } : {}) };
    const label = status || 'all';
    log(`${name}: walking the referee list (${label}) to find its middle and last pages...`);
    const pages = await findPages(get, query);
    for (const [which, cursor] of [
      ['first', null],
      ['middle', pages.middle],
      ['last', pages.last],
    ])
      cases.push(
        await measure(`referee list, ${label} (~${pages.rows.toLocaleString('en-US')} rows): ${which} page`, () =>
          get(listUrl({ ...query, ...(cursor ? { cursor } : {}) })),
        ),
      );
  }
  await cleanup();
  return { name, requests, seedSeconds, cases };
}

function report(result) {
  return reportCases(
    result.name,
    `${result.requests.toLocaleString('en-US')} reference requests in one programme (seeded in ${result.seedSeconds.toFixed(1)} s)`,
    result.cases,
    70,
  );
}

await runOnBackends({
  title: 'bench:references',
  prefix: 'refs',
  defaultDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  bench,
  report,
});
