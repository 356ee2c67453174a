// `npm run bench:applications`: the applications scale check (docs/requirements.md#quality-bars).
// With 100,000 applications in the staff
// queue (and 10,000 drafts) across 50,000 applicants, it measures, through the data service's HTTP
// app (Fastify's inject: routing, sign-in, permission check, query, JSON), the queue's first, middle
// and last page in every order, unfiltered and filtered by status and programme, and an applicant's
// own list; then it streams the CSV export of the whole queue, and of one programme with every answer and the
// reviewers' scores, and watches memory. On PGlite (a
// temporary folder) and on PostgreSQL (a scratch database it creates and drops). Prints a table and
// PASS or FAIL against p95 <= 100 ms on PostgreSQL and <= 250 ms on PGlite, and flat memory.
// Progress goes to stderr, so stdout holds only the results.
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_DATABASE_URL
// (postgres://postgres@127.0.0.1:5432/postgres: where to create the scratch database),
// BENCH_USERS (50000), BENCH_QUEUED (100000), BENCH_DRAFTS (10000); BENCH_ONLY=messages (the queue's seed, then
// 100,000 messages to applicants and the messaging lists alone: messagesBench.mjs).
// Runs under tsx: `node --import tsx --expose-gc tools/bench/applications.mjs`.
import {
  budgetOn,
  cleanup,
  getter,
  log,
  measure,
  openContext,
  printCases,
  REQUESTS,
  runOnBackends,
  signedIn,
  startApp,
} from './serviceBench.mjs';
import { seedScale } from './scaleSeed.mjs';
import { messageCases, seedMessages } from './messagesBench.mjs';

const ONLY = process.env.BENCH_ONLY || '';
if (ONLY && ONLY !== 'messages') throw new Error(`BENCH_ONLY=${ONLY}: only "messages" is known.`);

const SIZES = {
  users: Number(process.env.BENCH_USERS || 50_000),
  queued: Number(process.env.BENCH_QUEUED || 100_000),
  drafts: Number(process.env.BENCH_DRAFTS || 10_000),
};
/** The export may hold this much more JavaScript heap than before it started: far below the file's size. */
const HEAP_BUDGET_MB = 64;
const SORTS = ['submitted_desc', 'submitted_asc', 'score_desc', 'updated_desc'];
const mb = (bytes) => bytes / (1024 * 1024);

function client(app) {
  const headersFor = (uid) => signedIn(uid, `${uid}@example.org`);
  const admin = headersFor('bench-admin');
  return { admin, headersFor, get: getter(app, admin) };
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

/** Streams a CSV export (by default the whole queue's) of `expected` rows, sampling memory every 50 ms. */
async function exportCsv(app, headers, url = '/api/review/queue.csv', expected = SIZES.queued) {
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
    const response = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
    if (response.statusCode !== 200) throw new Error(`the export answered ${response.statusCode}`);
    for await (const chunk of response.stream()) {
      firstByteMs ??= Number(process.hrtime.bigint() - started) / 1e6;
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
      if (lines >= ((quarters.length + 1) * expected) / 4 && quarters.length < 4) quarters.push(mb(sample().heapUsed));
    }
  } finally {
    clearInterval(sampler);
  }
  sample();
  return {
    expected,
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
  const ctx = await openContext(name, target);
  log(
    `${name}: seeding ${SIZES.users.toLocaleString('en-US')} applicants, ${SIZES.queued.toLocaleString('en-US')} queued applications and ${SIZES.drafts.toLocaleString('en-US')} drafts...`,
  );
  const seedStarted = Date.now();
  const { applications, programmes } = await seedScale(ctx.db, { ...SIZES, log });
  const seedSeconds = (Date.now() - seedStarted) / 1000;

  const app = await startApp(ctx);
  const { admin, headersFor, get } = client(app);

  const sample = await seedMessages(ctx.db, { log: (message) => log(`${name}: ${message}`) });
  const messages = await messageCases({ app, admin, get, headersFor, sample, log: (message) => log(`${name}: ${message}`) });
  if (ONLY === 'messages') {
    await cleanup();
    return { name, applications, seedSeconds, cases: messages.cases, info: messages.info, exports: [], sent: messages.sent };
  }

  const cases = [...messages.cases];
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
    ...messages.info,
    await measure('queue search by name (not in the bar: a substring search)', () => get(queueUrl({ search: 'wairimu gitau' }))),
  ];

  log(`${name}: streaming the CSV export of the whole queue...`);
  const csv = await exportCsv(app, admin);
  // Every application of the first programme (the first BENCH_USERS of the queue) with its answers and reviews.
  log(`${name}: streaming the CSV export with answers of one programme...`);
  const withAnswers = await exportCsv(
    app,
    admin,
    `/api/review/queue.csv?${new URLSearchParams({ programId: programmes.stepup, answers: '1' })}`,
    Math.min(SIZES.users, SIZES.queued),
  );
  await cleanup();
  return {
    name,
    applications,
    seedSeconds,
    cases,
    info,
    sent: messages.sent,
    exports: [
      ['CSV export', csv],
      ['CSV export with answers, one programme', withAnswers],
    ],
  };
}

function report(result) {
  console.log(
    `\n${result.name}: ${result.applications.toLocaleString('en-US')} applications (seeded in ${result.seedSeconds.toFixed(1)} s), ${REQUESTS} requests per case, p95 budget ${budgetOn(result.name)} ms`,
  );
  let pass = printCases(result.name, result.cases, result.info, 62);
  if (result.sent)
    console.log(
      `One message to every application under review: ${result.sent.sent.toLocaleString('en-US')} written in one request of ${(result.sent.ms / 1000).toFixed(1)} s (e-mails queued afterwards)`,
    );
  for (const [label, csv] of result.exports) {
    const heapGrowth = csv.peak.heap - csv.baseline.heap;
    const csvOk = csv.rows === csv.expected && heapGrowth <= HEAP_BUDGET_MB;
    pass &&= csvOk;
    console.log(
      `${label}: ${csv.rows.toLocaleString('en-US')} rows of ${csv.expected.toLocaleString('en-US')}, ${mb(csv.bytes).toFixed(1)} MB in ${csv.seconds.toFixed(1)} s (first bytes after ${csv.firstByteMs?.toFixed(0)} ms); ` +
        `heap ${csv.baseline.heap.toFixed(0)} MB before, peak ${csv.peak.heap.toFixed(0)} MB (+${heapGrowth.toFixed(0)} MB, budget ${HEAP_BUDGET_MB}); ` +
        `heap at each quarter of the rows: ${csv.heapAtQuarters.map((value) => value.toFixed(0)).join(', ')} MB; ` +
        `RSS ${csv.baseline.rss.toFixed(0)} MB before, peak ${csv.peak.rss.toFixed(0)} MB (+${(csv.peak.rss - csv.baseline.rss).toFixed(0)} MB)  ${csvOk ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(`${result.name}: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

await runOnBackends({
  title: 'bench:applications',
  prefix: 'apps',
  defaultDatabaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
  bench,
  report,
});
