// `npm run bench:opportunities`: the opportunities board's scale check (issue 32). With 50,000 opportunities
// (opportunitiesSeed.mjs: about four in five on the board), it times through the data service's HTTP app (Fastify's
// inject: routing, sign-in, permission check, query, Markdown-free summaries, JSON) the board as an alumnus and as a
// student: the first page in each order, a later page by cursor, searches, each filter, filters combined, search
// and filters together. On PGlite (a temporary folder) and on PostgreSQL (a scratch database it creates and drops).
// Prints a table and PASS or FAIL against p95 <= 100 ms on PostgreSQL and <= 250 ms on PGlite.
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_OPPORTUNITIES (50000),
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
import { getter, log, measure, openContext, reportCases, runOnBackends, signedIn, startApp } from './serviceBench.mjs';
import { READER, seedOpportunities, STUDENT } from './opportunitiesSeed.mjs';

const COUNT = Number(process.env.BENCH_OPPORTUNITIES || 50_000);

const CASES = [
  ['first page, newest', {}],
  ['first page, closing soonest', { order: 'closing' }],
  ['search: "genomics"', { q: 'genomics' }],
  ['search: two words "malaria lecturer"', { q: 'malaria lecturer' }],
  ['search: rare "researcher 4242"', { q: 'researcher 4242' }],
  ['filter: kind', { kind: 'scholarship' }],
  ['filter: field', { field: 'Biology' }],
  ['filter: country', { country: 'SN' }],
  ['filter: remote', { remote: 'true' }],
  ['filters: kind, field, country, remote', { kind: 'job', field: 'Public health', country: 'KE', remote: 'true' }],
  ['search and filters, closing soonest', { q: 'climate', field: 'Biology', order: 'closing' }],
];

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding ${COUNT.toLocaleString('en-US')} opportunities...`);
  const started = Date.now();
  const seeded = await seedOpportunities(ctx.db, COUNT, log);
  const seedSeconds = (Date.now() - started) / 1000;
  const app = await startApp(ctx);
  const get = getter(app);
  const cases = [];
  for (const [who, uid] of [
    ['alumnus', READER],
    ['student', STUDENT],
  ]) {
    const headers = signedIn(uid, `${uid}@example.org`);
    for (const [label, query] of CASES) {
      const url = `/api/alumni/opportunities?${new URLSearchParams(query)}`;
      const page = await get(url, headers);
      if (!label.startsWith('search: rare') && !page.items.length) throw new Error(`${url} found nothing`);
      cases.push(await measure(`${who}: ${label}`, () => get(url, headers)));
      if (label.startsWith('first page')) {
        // Ten pages down, by the cursors the board hands out.
        let cursor = page.nextCursor;
        for (let i = 0; i < 9 && cursor; i++) cursor = (await get(`${url}&cursor=${cursor}`, headers)).nextCursor;
        const deep = `${url}${url.endsWith('?') ? '' : '&'}cursor=${cursor}`;
        cases.push(await measure(`${who}: ${label}, page 11`, () => get(deep, headers)));
      }
    }
  }
  return { name, seeded, seedSeconds, cases };
}

function report(result) {
  return reportCases(
    result.name,
    `${result.seeded.count.toLocaleString('en-US')} opportunities (${result.seeded.open.toLocaleString('en-US')} on the board); seeded in ${result.seedSeconds.toFixed(1)} s`,
    result.cases,
    62,
  );
}

await runOnBackends({
  title: 'bench:opportunities',
  prefix: 'opportunities',
  defaultDatabaseUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  bench,
  report,
});
