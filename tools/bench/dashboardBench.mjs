// `npm run bench:dashboard`: the admin dashboard's figures at scale (issue 14). With the applications scale data set
// (scaleSeed.mjs: 50,000 applicants, 100,000 applications in the staff queue and 10,000 drafts, reviewer assignments
// and reviews) and supporters besides (newsletter addresses, pledges and donations over the last fourteen months), it
// times GET /admin/dashboard as an admin through the data service's HTTP app (Fastify's inject: routing, sign-in,
// permission check, the queries, JSON), REQUESTS times after a warm-up. On PostgreSQL by default (a scratch database
// it creates and drops); BENCH_BACKENDS=pglite,postgres for both. Prints p50, p95 and max and PASS or FAIL against
// p95 <= 200 ms on PostgreSQL (<= 400 ms on PGlite, for information); exits non-zero on a FAIL. Progress goes to
// stderr, so stdout holds only the results.
// Settings: BENCH_REQUESTS (50), BENCH_BACKENDS (postgres), BENCH_DATABASE_URL (else TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test: the server to create the scratch database on). Runs under tsx.
import { sql } from 'drizzle-orm';

process.env.BENCH_BACKENDS ||= 'postgres';
const { getter, log, measure, openContext, REQUESTS, runOnBackends, signedIn, startApp } = await import('./serviceBench.mjs');
const { BENCH_REVIEWERS, seedScale } = await import('./scaleSeed.mjs');

const BUDGET_MS = { PostgreSQL: 200, PGlite: 400 };
const ADMIN = BENCH_REVIEWERS[0];

/** Newsletter addresses, pledges and donations spread over the last fourteen months, so the month's figures count something. */
async function seedSupporters(db) {
  const days = `(now() - (g % 420) * interval '1 day' - (g % 24) * interval '1 hour')`;
  await db.execute(
    sql.raw(`INSERT INTO newsletter_subscribers (id, email, status, confirm_token, unsubscribe_token, confirmed_at, created_at, updated_at)
    SELECT 'bench-sub-' || g, 'bench.sub.' || g || '@example.org', (ARRAY['confirmed','confirmed','confirmed','pending','unsubscribed'])[1 + g % 5],
           NULL, 'bench-unsub-' || g, CASE WHEN g % 5 < 3 THEN ${days} END, ${days}, ${days}
    FROM generate_series(1, 20000) AS g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO pledges (id, name, email, frequency, amount_minor, currency, created_at)
    SELECT 'bench-pledge-' || g, 'Pledger ' || g, 'bench.pledge.' || g || '@example.org', (ARRAY['once','monthly'])[1 + g % 2], 500 * (1 + g % 40),
           (ARRAY['USD','USD','KES'])[1 + g % 3], ${days}
    FROM generate_series(1, 5000) AS g`),
  );
  await db.execute(
    sql.raw(`INSERT INTO donations (id, stripe_event_id, frequency, renewal, amount_minor, currency, created_at)
    SELECT 'bench-donation-' || g, 'evt_bench_' || g, (ARRAY['once','monthly'])[1 + g % 2], g % 4 = 1, 1000 * (1 + g % 25), 'USD', ${days}
    FROM generate_series(1, 20000) AS g`),
  );
  // As autovacuum would leave a database in use: statistics, and the visibility map that index-only scans rely on.
  await db.execute(sql.raw('VACUUM ANALYZE'));
}

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding the applications scale data set...`);
  const started = Date.now();
  const seeded = await seedScale(ctx.db, { log });
  await seedSupporters(ctx.db);
  const seedSeconds = (Date.now() - started) / 1000;
  const app = await startApp(ctx);
  const get = getter(app, signedIn(ADMIN, `${ADMIN}@example.org`));
  const figures = await get('/api/admin/dashboard');
  if (figures.round.total < seeded.applications)
    throw new Error(`The round counts ${figures.round.total} applications of the ${seeded.applications} seeded.`);
  const result = await measure('GET /admin/dashboard', () => get('/api/admin/dashboard'));
  return { name, seeded, seedSeconds, figures, result };
}

function report({ name, seeded, seedSeconds, figures, result }) {
  const budget = BUDGET_MS[name];
  const pass = result.p95 <= budget;
  const n = (value) => value.toLocaleString('en-US');
  console.log(
    `\n${name}: ${n(seeded.applications)} applications, seeded in ${seedSeconds.toFixed(1)} s; ${REQUESTS} requests after warm-up, p95 budget ${budget} ms`,
  );
  console.log(
    `figures: ${n(figures.round.total)} applications in the current rounds of ${figures.round.programmes.length} programmes, ${n(figures.round.decisionsReleased)} decisions released, ${n(figures.reviewsOutstanding.reduce((sum, r) => sum + r.outstanding, 0))} reviews outstanding among ${figures.reviewsOutstanding.length} reviewers, ${n(figures.newsletter.confirmed)} confirmed subscribers, ${n(figures.giving.pledges.count)} pledges and ${n(figures.giving.donations.count)} donations this month`,
  );
  console.log(`${'case'.padEnd(24)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`);
  console.log(
    `${result.name.padEnd(24)}${result.p50.toFixed(1).padStart(9)}${result.p95.toFixed(1).padStart(9)}${result.max.toFixed(1).padStart(9)}  ${pass ? 'PASS' : 'FAIL'}`,
  );
  console.log(`${name}: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

await runOnBackends({
  title: 'bench:dashboard',
  prefix: 'dashboard',
  defaultDatabaseUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  bench,
  report,
});
