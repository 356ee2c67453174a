// `npm run bench:alumni`: the alumni directory's scale check (issue 13). With 50,000 alumni profiles (alumniSeed.mjs:
// about fifty countries, twelve fields, years 2010 to 2026, five programmes, visibility as people choose it), it
// times through the data service's HTTP app (Fastify's inject: routing, sign-in, permission check, queries, JSON)
// the members' directory (GET /alumni/directory as an alumnus) and staff's list (GET /alumni/manage): the first and a
// middle page; searches for a common name part, a rare name, a field word, an institution word and a short prefix;
// each filter alone; filters combined; search and filters together. Every answer carries the page, the total and
// the filters' counts. On PGlite (a temporary folder) and on PostgreSQL (a scratch database it creates and drops).
// Prints a table and PASS or FAIL against p95 <= 100 ms on PostgreSQL and <= 250 ms on PGlite; exits non-zero when
// a target is missed. Progress goes to stderr, so stdout holds only the results.
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_PROFILES (50000),
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test: the server to create the
// scratch database on). Runs under tsx: `node --import tsx tools/bench/alumniBench.mjs`.
import { sql } from 'drizzle-orm';
import {
  budgetOn,
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
import { MEMBER, RARE_SURNAME, seedAlumni, STAFF } from './alumniSeed.mjs';
import { encodeDirectoryCursor } from '../../server/src/alumni/directory/directoryCursor.ts';

const PROFILES = Number(process.env.BENCH_PROFILES || 50_000);

/** The uid halfway down a list, in the list's own order, for a middle page's cursor. */
async function middleUid(db, nameColumn, where) {
  const [{ n }] = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM alumni_profiles WHERE ${where}`))).rows;
  const [row] = (
    await db.execute(
      sql.raw(
        `SELECT uid FROM alumni_profiles WHERE ${where} ORDER BY ${nameColumn} ASC NULLS LAST, uid OFFSET ${Math.floor(Number(n) / 2)} LIMIT 1`,
      ),
    )
  ).rows;
  return row.uid;
}

const CASES = [
  ['first page', {}],
  ['search: common name part "mary"', { q: 'mary' }],
  ['search: rare name', { q: RARE_SURNAME.toLowerCase() }],
  ['search: field word "biology"', { q: 'biology' }],
  ['search: institution word "nairobi"', { q: 'nairobi' }],
  ['search: two words "nairobi univ"', { q: 'nairobi univ' }],
  ['search: short prefix "ka"', { q: 'ka' }],
  ['filter: programme', { programId: 'bench-stepup' }],
  ['filter: year', { year: '2021' }],
  ['filter: country', { country: 'KE' }],
  ['filter: field', { field: 'Biology' }],
  ['filter: open to mentoring', { openToMentoring: 'true' }],
  ['filters: programme, year, country', { programId: 'bench-stepup', year: '2021', country: 'KE' }],
  ['filters: all five', { programId: 'bench-dynamerge', year: '2020', country: 'NG', field: 'Biology', openToMentoring: 'true' }],
  ['search and filters: "okafor" in Kenya', { q: 'okafor', country: 'KE' }],
  ['search and filters: "university" in 2019', { q: 'university', year: '2019', field: 'Engineering' }],
];

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding ${PROFILES.toLocaleString('en-US')} alumni profiles...`);
  const seedStarted = Date.now();
  const seeded = await seedAlumni(ctx.db, PROFILES, log);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const app = await startApp(ctx);
  const get = getter(app);
  const lists = [
    [
      'members',
      '/api/alumni/directory',
      signedIn(MEMBER, `${MEMBER}@example.org`),
      'alumni_name',
      'alumni_name IS NOT NULL AND hidden_at IS NULL',
    ],
    ['staff', '/api/alumni/manage', signedIn(STAFF, `${STAFF}@example.org`), 'staff_name', 'hidden_at IS NULL'],
  ];
  const cases = [];
  for (const [audience, path, headers, nameColumn, where] of lists) {
    const middle = encodeDirectoryCursor(await middleUid(ctx.db, nameColumn, where));
    const all = [...CASES, ['middle page', { cursor: middle }]];
    if (audience === 'staff')
      all.push(['hidden only', { hidden: 'only' }], ['hidden included, "mary"', { hidden: 'include', q: 'mary' }]);
    for (const [label, query] of all) {
      const url = `${path}?${new URLSearchParams(query)}`;
      const page = await get(url, headers);
      log(`${name}: ${audience}, ${label}: ${page.total.toLocaleString('en-US')} matching...`);
      if (label !== 'search: rare name' && !page.items.length) throw new Error(`${url} found nobody`);
      cases.push(await measure(`${audience}: ${label} (${page.total.toLocaleString('en-US')})`, () => get(url, headers)));
    }
  }
  return { name, seeded, seedSeconds, cases };
}

function report(result) {
  const { profiles, listed, hidden } = result.seeded;
  console.log(
    `\n${result.name}: ${profiles.toLocaleString('en-US')} profiles (${listed.toLocaleString('en-US')} in the members' directory, ${hidden.toLocaleString('en-US')} hidden); seeded in ${result.seedSeconds.toFixed(1)} s; ${REQUESTS} requests per case, p95 budget ${budgetOn(result.name)} ms`,
  );
  const pass = printCases(result.name, result.cases, [], 62);
  console.log(`${result.name}: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

await runOnBackends({
  title: 'bench:alumni',
  prefix: 'alumni',
  defaultDatabaseUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  bench,
  report,
});
