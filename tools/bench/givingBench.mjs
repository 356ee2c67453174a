// `npm run bench:giving`: the giving history at scale (issue 33, decision 0051). 100,000 gifts from 20,000 donors, and
// one donor with 1,000 gifts (a monthly gift's renewals and one-time gifts over years), 200 pledges and a monthly gift.
// It measures through the data service's HTTP app (inject: routing, sign-in, permission, query, JSON) the donor's own
// history (GET /users/me/giving) and the staff donor page (GET /donors/giving?email=), for the big donor and for a
// donor with five gifts. Prints a table and PASS or FAIL against p95 <= 100 ms on PostgreSQL (<= 250 ms on PGlite).
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_DATABASE_URL, BENCH_GIFTS (100000),
// BENCH_DONOR_GIFTS (1000). Runs under tsx: `node --import tsx tools/bench/givingBench.mjs`.
import { sql } from 'drizzle-orm';
import { cleanup, getter, log, measure, openContext, reportCases, runOnBackends, signedIn, startApp } from './serviceBench.mjs';

const GIFTS = Number(process.env.BENCH_GIFTS || 100_000);
const DONOR_GIFTS = Number(process.env.BENCH_DONOR_GIFTS || 1_000);
const DONOR = 'Big.Donor@example.org';
const SMALL = 'donor.7@example.org';

async function seedGiving(db) {
  const started = Date.now();
  await db.execute(
    sql.raw(`INSERT INTO donations (id, stripe_event_id, frequency, renewal, amount_minor, currency, email, name, created_at)
    SELECT md5('gift-' || g)::uuid::text, 'evt_bench_' || g, CASE WHEN g % 3 = 0 THEN 'monthly' ELSE 'once' END, g % 3 = 0,
           500 + (g % 50) * 100, 'USD', 'donor.' || (g % 20000) || '@example.org', 'Donor ' || (g % 20000),
           timestamptz '2020-01-01' + (g * interval '23 minutes')
    FROM generate_series(1, ${GIFTS}) AS g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO donations (id, stripe_event_id, frequency, renewal, amount_minor, currency, email, name, stripe_subscription_id, created_at)
    SELECT md5('big-' || g)::uuid::text, 'evt_big_' || g, CASE WHEN g % 2 = 0 THEN 'monthly' ELSE 'once' END, g % 2 = 0 AND g > 2,
           1000 + (g % 7) * 250, 'USD', '${DONOR}', 'Big Donor', CASE WHEN g % 2 = 0 THEN 'sub_big' END,
           timestamptz '2019-01-01' + (g * interval '1 day')
    FROM generate_series(1, ${DONOR_GIFTS}) AS g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO pledges (id, name, email, frequency, amount_minor, currency, created_at)
    SELECT md5('pledge-' || g)::uuid::text, 'Big Donor', '${DONOR}', 'once', 5000, 'USD', timestamptz '2019-01-01' + (g * interval '3 days')
    FROM generate_series(1, 200) AS g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO monthly_gifts (subscription_id, email, email_key, amount_minor, currency, status, started_at, updated_at)
    VALUES ('sub_big', '${DONOR}', lower('${DONOR}'), 1000, 'USD', 'active', timestamptz '2019-01-02', timestamptz '2019-01-02')`),
  );
  await db.execute(
    sql.raw(`INSERT INTO users (uid, email, display_name, role, created_at, updated_at) VALUES
      ('bench-donor', '${DONOR}', 'Big Donor', 'alumni', now(), now()),
      ('bench-small', '${SMALL}', 'Small Donor', 'applicant', now(), now()),
      ('bench-staff', 'bench-staff@example.org', 'Staff', 'staff', now(), now())`),
  );
  await db.execute(sql.raw('ANALYZE donations'));
  await db.execute(sql.raw('ANALYZE pledges'));
  log(`  ${(GIFTS + DONOR_GIFTS).toLocaleString('en-US')} gifts (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding gifts...`);
  const seedStarted = Date.now();
  await seedGiving(ctx.db);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const app = await startApp(ctx);
  const donor = getter(app, signedIn('bench-donor', DONOR));
  const small = getter(app, signedIn('bench-small', SMALL));
  const staff = getter(app, signedIn('bench-staff', 'bench-staff@example.org'));
  const page = (email) => `/api/donors/giving?${new URLSearchParams({ email })}`;
  const mine = await donor('/api/users/me/giving');
  if (mine.gifts.length !== DONOR_GIFTS) throw new Error(`the donor's history has ${mine.gifts.length} gifts`);
  const cases = [
    await measure(`donor's own history (${DONOR_GIFTS.toLocaleString('en-US')} gifts, 200 pledges)`, () =>
      donor('/api/users/me/giving'),
    ),
    await measure("donor's own history (5 gifts)", () => small('/api/users/me/giving')),
    await measure(`staff donor page (${DONOR_GIFTS.toLocaleString('en-US')} gifts, 200 pledges)`, () => staff(page(DONOR))),
    await measure('staff donor page (5 gifts)', () => staff(page(SMALL))),
  ];
  await cleanup();
  return { name, seedSeconds, cases };
}

function report(result) {
  return reportCases(
    result.name,
    `${(GIFTS + DONOR_GIFTS).toLocaleString('en-US')} gifts (seeded in ${result.seedSeconds.toFixed(1)} s)`,
    result.cases,
    60,
  );
}

await runOnBackends({
  title: 'bench:giving',
  prefix: 'giving',
  defaultDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  bench,
  report,
});
