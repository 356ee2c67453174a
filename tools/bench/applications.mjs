// `npm run bench:applications`: the applications scale check (docs/requirements.md#quality-bars).
// With 100,000 applications in the staff
// queue (and 10,000 drafts) across 50,000 applicants, it measures, through the data service's HTTP
// app (Fastify's inject: routing, sign-in, permission check, query, JSON), the queue's first, middle
// and last page in every order, unfiltered and filtered by status and programme, and an applicant's
// own list; then it streams the CSV export of the whole queue and watches memory. On PGlite (a
// temporary folder) and on PostgreSQL (a scratch database it creates and drops). Prints a table and
// PASS or FAIL against p95 <= 100 ms on PostgreSQL and <= 250 ms on PGlite, and flat memory.
// Progress goes to stderr, so stdout holds only the results.
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres: where to create the scratch database),
// BENCH_USERS (50000), BENCH_QUEUED (100000), BENCH_DRAFTS (10000).
// Runs under tsx: `node --import tsx --expose-gc tools/bench/applications.mjs`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { emulatorTokenVerifier } from '../../server/src/auth/tokens.ts';
import { createChangeBus } from '../../server/src/content/live/changeBus.ts';
import { openDatabase } from '../../server/src/db/open.ts';
import { buildApp } from '../../server/src/http/app.ts';
import { DEFAULT_SITE_SETTINGS } from '../../server/src/siteSettings.ts';
import { emulatorToken } from '../../server/src/testing/tokens.ts';
import { seedScale } from './scaleSeed.mjs';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 50);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',').map((name) => name.trim());
const PG_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = {
  users: Number(process.env.BENCH_USERS || 50_000),
  queued: Number(process.env.BENCH_QUEUED || 100_000),
  drafts: Number(process.env.BENCH_DRAFTS || 10_000),
};
const BUDGET_MS = { PGlite: 250, PostgreSQL: 100 };
/** The export may hold this much more JavaScript heap than before it started: far below the file's size. */
const HEAP_BUDGET_MB = 64;
const PROJECT = 'demo-bench';
const SORTS = ['submitted_desc', 'submitted_asc', 'score_desc', 'updated_desc'];
const log = (message) => process.stderr.write(`${message}\n`);
const mb = (bytes) => bytes / (1024 * 1024);

const cleanups = [];
const cleanup = async () => {
  for (let step; (step = cleanups.pop());) await step().catch((error) => log(`cleanup: ${error.message}`));
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\n${signal}: cleaning up...`);
    cleanup().finally(() => process.exit(130));
  });
}

/** A scratch database on the PostgreSQL server, dropped at the end; never the `test` database. */
async function scratchDatabase() {
  const name = `sla_bench_apps_${randomBytes(5).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  cleanups.push(() => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

function client(app) {
  const headersFor = (uid) => ({ authorization: `Bearer ${emulatorToken(PROJECT, { uid, email: `${uid}@example.org` })}` });
  const admin = headersFor('bench-admin');
  const get = async (url, headers = admin) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return response.json();
  };
  return { admin, headersFor, get };
}

const queueUrl = (query) => `/api/review/queue?${new URLSearchParams(query)}`;

/** The cursors of the middle and the last page of 25, found by walking the queue once (200 at a time, then 25). */
async function findPages(get, query) {
  const cursors = [];
  let cursor = null;
  do {
    const page = await get(queueUrl({ ...query, limit: '200', ...(cursor ? { cursor } : {}) }));
    cursor = page.nextCursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  const middle = cursors[Math.floor(cursors.length / 2)] ?? null;
  // From the last full 200, on in pages of 25 to the very last page.
  let last = cursors.at(-1) ?? null;
  for (let next = last; next;) {
    next = (await get(queueUrl({ ...query, limit: '25', ...(next ? { cursor: next } : {}) }))).nextCursor;
    if (next) last = next;
  }
  return { middle, last, rows: cursors.length * 200 };
}

/** `REQUESTS` timed requests after a short warm-up; latencies in ms. */
async function measure(name, request) {
  for (let i = 0; i < 3; i += 1) await request(i);
  const latencies = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = process.hrtime.bigint();
    await request(i);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  latencies.sort((a, b) => a - b);
  return { name, n: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) };
}

/** Streams the CSV of the whole queue, sampling memory every 50 ms. */
async function exportCsv(app, headers) {
  globalThis.gc?.();
  const baseline = process.memoryUsage();
  const peak = { rss: baseline.rss, heapUsed: baseline.heapUsed, external: baseline.external + baseline.arrayBuffers };
  const quarters = [];
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.external = Math.max(peak.external, now.external + now.arrayBuffers);
    return now;
  };
  const sampler = setInterval(sample, 50);
  const started = process.hrtime.bigint();
  let bytes = 0;
  let lines = 0;
  let firstByteMs = null;
  try {
    const response = await app.inject({ method: 'GET', url: '/api/review/queue.csv', headers, payloadAsStream: true });
    if (response.statusCode !== 200) throw new Error(`the export answered ${response.statusCode}`);
    for await (const chunk of response.stream()) {
      firstByteMs ??= Number(process.hrtime.bigint() - started) / 1e6;
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      if (lines >= ((quarters.length + 1) * SIZES.queued) / 4 && quarters.length < 4) quarters.push(mb(sample().heapUsed));
    }
  } finally {
    clearInterval(sampler);
  }
  sample();
  return {
    rows: lines - 1,
    bytes,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
    firstByteMs,
    baseline: { rss: mb(baseline.rss), heap: mb(baseline.heapUsed) },
    peak: { rss: mb(peak.rss), heap: mb(peak.heapUsed), external: mb(peak.external) },
    heapAtQuarters: quarters,
  };
}

async function bench(name, target) {
  log(`\n${name}: opening and migrating the database...`);
  const database = await openDatabase(target);
  cleanups.push(() => database.close());
  log(
    `${name}: seeding ${SIZES.users.toLocaleString('en-US')} applicants, ${SIZES.queued.toLocaleString('en-US')} queued applications and ${SIZES.drafts.toLocaleString('en-US')} drafts...`,
  );
  const seedStarted = Date.now();
  const { applications, programmes } = await seedScale(database.db, { ...SIZES, log });
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const ctx = { db: database.db, now: () => new Date(), settings: DEFAULT_SITE_SETTINGS, changes: createChangeBus() };
  const app = await buildApp({ ctx, verifier: emulatorTokenVerifier(PROJECT) });
  cleanups.push(() => app.close());
  const { admin, headersFor, get } = client(app);

  const cases = [];
  for (const sort of SORTS) {
    for (const [label, filter] of [
      ['all', {}],
      ['under review, StepUp', { status: 'under_review', programId: programmes.stepup }],
    ]) {
      const query = { sort, ...filter };
      log(`${name}: walking the queue (${sort}, ${label}) to find its middle and last pages...`);
      const pages = await findPages(get, query);
      for (const [which, cursor] of [
        ['first', null],
        ['middle', pages.middle],
        ['last', pages.last],
      ]) {
        const url = queueUrl({ ...query, ...(cursor ? { cursor } : {}) });
        cases.push(await measure(`queue ${sort}, ${label}: ${which} page`, () => get(url)));
      }
    }
  }
  log(`${name}: an applicant's own list...`);
  cases.push(
    await measure("applicant's own list (GET /applications/mine)", (i) =>
      get('/api/applications/mine', headersFor(`bench-user-${1 + ((i * 7919) % SIZES.users)}`)),
    ),
  );
  const info = [
    await measure('queue search by name (not in the bar: a substring search)', () => get(queueUrl({ search: 'wairimu gitau' }))),
  ];

  log(`${name}: streaming the CSV export of the whole queue...`);
  const csv = await exportCsv(app, admin);
  await cleanup();
  return { name, applications, seedSeconds, cases, info, csv };
}

function report(result) {
  const budget = BUDGET_MS[result.name];
  const row = (c, verdict) =>
    `${c.name.padEnd(62)}${c.p50.toFixed(1).padStart(9)}${c.p95.toFixed(1).padStart(9)}${c.max.toFixed(1).padStart(9)}  ${verdict}`;
  console.log(
    `\n${result.name}: ${result.applications.toLocaleString('en-US')} applications (seeded in ${result.seedSeconds.toFixed(1)} s), ${REQUESTS} requests per case, p95 budget ${budget} ms`,
  );
  console.log(`${'case'.padEnd(62)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`);
  let pass = true;
  for (const c of result.cases) {
    const ok = c.p95 <= budget;
    pass &&= ok;
    console.log(row(c, ok ? 'PASS' : 'FAIL'));
  }
  for (const c of result.info) console.log(row(c, c.p95 <= budget ? '(within)' : '(over)'));
  const { csv } = result;
  const heapGrowth = csv.peak.heap - csv.baseline.heap;
  const csvOk = csv.rows === SIZES.queued && heapGrowth <= HEAP_BUDGET_MB;
  pass &&= csvOk;
  console.log(
    `CSV export: ${csv.rows.toLocaleString('en-US')} rows, ${mb(csv.bytes).toFixed(1)} MB in ${csv.seconds.toFixed(1)} s (first bytes after ${csv.firstByteMs?.toFixed(0)} ms); ` +
      `heap ${csv.baseline.heap.toFixed(0)} MB before, peak ${csv.peak.heap.toFixed(0)} MB (+${heapGrowth.toFixed(0)} MB, budget ${HEAP_BUDGET_MB}); ` +
      `heap at each quarter of the rows: ${csv.heapAtQuarters.map((value) => value.toFixed(0)).join(', ')} MB; ` +
      `RSS ${csv.baseline.rss.toFixed(0)} MB before, peak ${csv.peak.rss.toFixed(0)} MB (+${(csv.peak.rss - csv.baseline.rss).toFixed(0)} MB)  ${csvOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`${result.name}: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

let allPass = true;
try {
  for (const backend of BACKENDS) {
    if (backend === 'pglite') {
      const folder = mkdtempSync(join(tmpdir(), 'sla-bench-apps-'));
      cleanups.push(async () => rmSync(folder, { recursive: true, force: true }));
      allPass = report(await bench('PGlite', { kind: 'pglite', dir: join(folder, 'pglite') })) && allPass;
    } else if (backend === 'postgres') {
      let url;
      try {
        url = await scratchDatabase();
      } catch (error) {
        console.log(
          `\nPostgreSQL skipped: cannot create a scratch database at ${PG_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')} (${error.message}).`,
        );
        allPass = false;
        continue;
      }
      allPass = report(await bench('PostgreSQL', { kind: 'postgres', url })) && allPass;
    } else throw new Error(`Unknown backend "${backend}": use pglite and/or postgres.`);
  }
} catch (error) {
  allPass = false;
  log(`\nbench:applications failed: ${error.stack || error.message}`);
} finally {
  await cleanup();
}
console.log(`\nbench:applications: ${allPass ? 'PASS' : 'FAIL'}`);
process.exit(allPass ? 0 : 1);
