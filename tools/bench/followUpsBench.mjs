// `npm run bench:followups`: the follow-up inbox at scale (issue 33, decision 0049). With 50,000 items (40,000 form
// messages of the four kinds and 10,000 pledges; six in ten done, a quarter in progress, the rest new; owned by five
// members of staff, new ones by nobody; a sender's latest words spread over two years) and a thread of two entries on
// one item in ten, it measures through the data service's HTTP app (inject: routing, sign-in, permission, query,
// JSON) the list's first page and a page halfway down for every filter and some mixes, the dashboard's counts and one
// thread. Prints a table and PASS or FAIL against p95 <= 100 ms on PostgreSQL (and <= 250 ms on PGlite).
// Settings: BENCH_ITEMS (50000), BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_DATABASE_URL.
// Runs under tsx: `node --import tsx tools/bench/followUpsBench.mjs`.
import { sql } from 'drizzle-orm';
import { cleanup, getter, log, measure, openContext, reportCases, runOnBackends, signedIn, startApp } from './serviceBench.mjs';

const ITEMS = Number(process.env.BENCH_ITEMS || 50_000);
const STAFF = ['bench-staff-1', 'bench-staff-2', 'bench-staff-3', 'bench-staff-4', 'bench-staff-5'];

/** Staff, the messages and pledges, and their inbox rows, in a few statements (ids UUID-shaped, as the service's). */
async function seed(db) {
  const started = Date.now();
  await db.execute(
    sql.raw(`INSERT INTO users (uid, email, display_name, role, created_at, updated_at)
      SELECT uid, uid || '@example.org', 'Staff ' || uid, 'staff', now(), now() FROM unnest(ARRAY['${STAFF.join("','")}']) AS uid`),
  );
  const pledges = Math.floor(ITEMS / 5);
  const messages = ITEMS - pledges;
  await db.execute(
    sql.raw(`INSERT INTO messages (id, kind, name, email, organisation, message, created_at)
      SELECT md5('m' || i)::uuid::text, (ARRAY['contact','volunteer','mentor','partner'])[1 + i % 4], 'Sender ' || i,
             'sender' || i || '@example.org', NULL, 'A message about item ' || i || repeat(' with some words', 10),
             timestamptz '2025-01-01' + (i * interval '1 minute') * (730 * 24 * 60 / ${messages}::float)
      FROM generate_series(1, ${messages}) AS i`),
  );
  await db.execute(
    sql.raw(`INSERT INTO pledges (id, name, email, frequency, amount_minor, currency, created_at)
      SELECT md5('p' || i)::uuid::text, 'Donor ' || i, 'donor' || i || '@example.org',
             CASE WHEN i % 3 = 0 THEN 'monthly' ELSE 'once' END, 1000 + i % 50 * 500, 'USD',
             timestamptz '2025-01-01' + (i * interval '1 minute') * (730 * 24 * 60 / ${pledges}::float)
      FROM generate_series(1, ${pledges}) AS i`),
  );
  // Status by a scrambled bucket: 60 done, 25 in progress, 15 new; new items are nobody's, the rest one of five.
  await db.execute(
    sql.raw(`INSERT INTO follow_ups (id, kind, name, email, email_key, locale, status, owner_uid, replies, received_at, activity_at, updated_at)
      SELECT s.id, s.kind, s.name, s.email, lower(s.email), CASE WHEN b.v % 3 = 0 THEN 'fr' ELSE 'en' END,
             CASE WHEN b.v < 60 THEN 'done' WHEN b.v < 85 THEN 'in_progress' ELSE 'new' END,
             CASE WHEN b.v < 85 THEN (ARRAY['${STAFF.join("','")}'])[1 + b.v % 5] END,
             CASE WHEN b.v < 85 THEN 1 ELSE 0 END, s.created_at, s.created_at, s.created_at
      FROM (SELECT id, kind, name, email, created_at FROM messages
            UNION ALL SELECT id, 'pledge', name, email, created_at FROM pledges) AS s
      CROSS JOIN LATERAL (SELECT (hashtext(s.id) & 2147483647) % 100 AS v) AS b`),
  );
  await db.execute(
    sql.raw(`INSERT INTO follow_up_entries (id, follow_up_id, type, author_uid, body, created_at)
      SELECT md5(f.id || '-' || e.n)::uuid::text, f.id, CASE WHEN e.n = 1 THEN 'note' ELSE 'reply' END, f.owner_uid,
             'Entry ' || e.n || ' on ' || f.id, f.received_at + e.n * interval '1 hour'
      FROM follow_ups f CROSS JOIN (VALUES (1), (2)) AS e(n)
      WHERE f.owner_uid IS NOT NULL AND (hashtext(f.id) & 2147483647) % 10 = 0`),
  );
  await db.execute(sql.raw('ANALYZE follow_ups; ANALYZE follow_up_entries; ANALYZE messages; ANALYZE pledges'));
  const [{ n }] = (await db.execute(sql.raw('SELECT count(*)::int AS n FROM follow_ups'))).rows;
  log(`  ${n.toLocaleString('en-US')} inbox items (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return n;
}

/** The SQL condition of a list query, to find the row halfway down its list (the cursor the service would hand out). */
function conditionOf(query) {
  const parts = [];
  if (query.status === 'open') parts.push(`status <> 'done'`);
  else if (query.status) parts.push(`status = '${query.status}'`);
  if (query.owner === 'none') parts.push('owner_uid IS NULL');
  else if (query.owner) parts.push(`owner_uid = '${query.owner}'`);
  if (query.kind) parts.push(`kind = '${query.kind}'`);
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

async function middleCursor(db, query) {
  const where = conditionOf(query);
  const [{ n }] = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM follow_ups ${where}`))).rows;
  const [row] = (
    await db.execute(
      sql.raw(
        `SELECT activity_at, id FROM follow_ups ${where} ORDER BY activity_at DESC, id DESC OFFSET ${Math.floor(n / 2)} LIMIT 1`,
      ),
    )
  ).rows;
  const at = new Date(row.activity_at).toISOString();
  return { rows: n, cursor: Buffer.from(`${at}|${row.id}`).toString('base64url') };
}

const CASES = [
  {},
  { status: 'open' },
  { status: 'new' },
  { status: 'in_progress' },
  { status: 'done' },
  { owner: STAFF[0] },
  { owner: 'none' },
  { kind: 'pledge' },
  { kind: 'mentor' },
  { status: 'open', owner: STAFF[1] },
  { status: 'done', owner: STAFF[2], kind: 'contact' },
  { status: 'open', kind: 'partner' },
  { status: 'new', kind: 'volunteer', owner: 'none' },
];

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding ${ITEMS.toLocaleString('en-US')} inbox items...`);
  const seedStarted = Date.now();
  const items = await seed(ctx.db);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const app = await startApp(ctx);
  const get = getter(app, signedIn(STAFF[0], `${STAFF[0]}@example.org`));
  const listUrl = (query) => `/api/follow-ups?${new URLSearchParams(query)}`;

  const cases = [];
  for (const query of CASES) {
    const label =
      Object.entries(query)
        .map(([key, value]) => `${key}=${value}`)
        .join('&') || 'all';
    const middle = await middleCursor(ctx.db, query);
    cases.push(await measure(`inbox ${label} (${middle.rows.toLocaleString('en-US')}): first page`, () => get(listUrl(query))));
    cases.push(await measure(`inbox ${label}: page halfway down`, () => get(listUrl({ ...query, cursor: middle.cursor }))));
  }
  cases.push(await measure('dashboard counts of open items', () => get('/api/follow-ups/counts')));
  const [withThread] = (await ctx.db.execute(sql.raw('SELECT follow_up_id AS id FROM follow_up_entries LIMIT 1'))).rows;
  cases.push(await measure('one thread', () => get(`/api/follow-ups/${withThread.id}`)));
  await cleanup();
  return { name, items, seedSeconds, cases };
}

function report(result) {
  return reportCases(
    result.name,
    `${result.items.toLocaleString('en-US')} inbox items (seeded in ${result.seedSeconds.toFixed(1)} s)`,
    result.cases,
    72,
  );
}

await runOnBackends({
  title: 'bench:followups',
  prefix: 'followups',
  defaultDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  bench,
  report,
});
