// `node tools/bench/learningBench.mjs`: the programme delivery scale check (issue 12). 5,000 students in 50 cohorts of
// 100, each cohort with 10 modules and 50 assignments (the first 40 past due), and 200,000 submissions in mixed states
// (graded, waiting, returned; some late). Through the data service's HTTP app (Fastify's inject: routing, sign-in,
// permission check, queries, JSON) it times the staff grading queue's first, middle and last page, unfiltered and
// filtered by cohort, by assignment, by state, and by cohort and state together, and a student's own assignment list
// (GET /student/assignments); the overview and a cohort's assignments for staff are measured besides. On PGlite (a
// temporary folder) and on PostgreSQL (a scratch database it creates and drops). Prints a table and PASS or FAIL
// against p95 <= 100 ms on PostgreSQL and <= 250 ms on PGlite; exits non-zero when a target is missed. Progress goes
// to stderr, so stdout holds only the results.
// Issue 31 adds cohort announcements: 100,000 of them, 60,000 in one cohort and the rest across the other 49, with
// 100,000 reads by that cohort's students; it times a student's feed (GET /student/announcements: the first page and
// one 30,000 announcements down, with the unread count), staff's list of the busy cohort and marking one read, against
// the same targets.
// Settings: BENCH_REQUESTS (100 per case here), BENCH_BACKENDS (pglite,postgres), BENCH_DATABASE_URL (else
// TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test: the server to create the scratch database on),
// BENCH_ONLY=announcements (seeds the people, cohorts and announcements only, and times the announcement cases alone).
// Plain `node` runs it: it loads the service's TypeScript through tsx itself.
import { register } from 'tsx/esm/api';

register();
process.env.BENCH_REQUESTS ||= '100';

const { sql } = await import('drizzle-orm');
const { budgetOn, getter, log, measure, openContext, printCases, REQUESTS, runOnBackends, signedIn, startApp } =
  await import('./serviceBench.mjs');
const { encodeGradingCursor } = await import('../../server/src/learning/grading/gradingCursor.ts');
const { encodeCursor } = await import('../../server/src/cursor.ts');

const ONLY = process.env.BENCH_ONLY || '';
if (ONLY && ONLY !== 'announcements') throw new Error(`BENCH_ONLY=${ONLY}: only "announcements" is known.`);
const ANNOUNCEMENTS_ONLY = ONLY === 'announcements';

const COHORTS = 50;
const STUDENTS_PER_COHORT = 100;
const ASSIGNMENTS_PER_COHORT = 50;
/** Assignments 1..40 of each cohort are past due, and every student has handed work in for each of them. */
const HANDED_IN = 40;
const MODULES_PER_COHORT = 10;
const STUDENTS = COHORTS * STUDENTS_PER_COHORT;
const PAGE = 50;
const STAFF = 'bench-staff';

/** Announcements: ANNOUNCEMENTS in all, the first IN_BUSY_COHORT of them in BUSY_COHORT, the rest across the other 49. */
const ANNOUNCEMENTS = 100_000;
const BUSY_COHORT = 25;
const IN_BUSY_COHORT = 60_000;
/** Each student of the busy cohort has read a third of its newest READ_WINDOW announcements. */
const READ_WINDOW = 3_000;
/** How far down the feed the later page starts. */
const DEEP = 30_000;

const pad = (n, width) => String(n).padStart(width, '0');
const cohortId = (c) => `bench-cohort-${pad(c, 2)}`;
const assignmentId = (c, k) => `bench-assignment-${pad(c, 2)}-${pad(k, 2)}`;
const studentUid = (g) => `bench-student-${g}`;

/** SQL text for ids built the same way as above, from integer expressions. */
const cohortSql = (c) => `'bench-cohort-' || lpad((${c})::text, 2, '0')`;
const assignmentSql = (c, k) => `'bench-assignment-' || lpad((${c})::text, 2, '0') || '-' || lpad((${k})::text, 2, '0')`;

/**
 * Every table filled by one set-based statement (INSERT ... SELECT over generate_series). Times are whole seconds
 * from an hour boundary 200 days back: assignment k of cohort c is due k * 5 days (and c hours) after it.
 */
async function seed(db) {
  const execute = (text) => db.execute(sql.raw(text));
  const step = async (what, text) => {
    const started = Date.now();
    await execute(text);
    log(`  ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };
  const base = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 200 * 86_400_000).toISOString();
  const due = (c, k) => `(timestamptz '${base}' + (${k}) * interval '5 days' + (${c}) * interval '1 hour')`;

  await step(
    'programme and staff',
    `INSERT INTO programs (id, slug, status, name, time_zone, created_at, updated_at)
     VALUES ('bench-programme', 'bench-programme', 'active', 'StepUp Scholars', 'Africa/Nairobi', timestamptz '${base}', timestamptz '${base}')`,
  );
  await step(
    `${STUDENTS.toLocaleString('en-US')} students and a staff member`,
    `INSERT INTO users (uid, email, display_name, role, created_at, updated_at)
     SELECT uid, uid || '@example.org', name, role, timestamptz '${base}', timestamptz '${base}'
     FROM (SELECT 'bench-student-' || g AS uid, 'Student ' || g AS name, 'student' AS role FROM generate_series(1, ${STUDENTS}) AS g
           UNION ALL SELECT '${STAFF}', 'Bench Staff', 'staff') AS people`,
  );
  await step(
    `${COHORTS} cohorts`,
    `INSERT INTO cohorts (id, program_id, name, starts_on, ends_on, accepting_students, created_at, updated_at)
     SELECT ${cohortSql('c')}, 'bench-programme', 'StepUp Scholars ' || (1999 + c), date '2026-01-01', date '2026-12-31', false, timestamptz '${base}', timestamptz '${base}'
     FROM generate_series(1, ${COHORTS}) AS c`,
  );
  await step(
    `${STUDENTS.toLocaleString('en-US')} cohort members`,
    `INSERT INTO cohort_members (cohort_id, uid, status, joined_at)
     SELECT ${cohortSql(`(g - 1) / ${STUDENTS_PER_COHORT} + 1`)}, 'bench-student-' || g, 'active', timestamptz '${base}'
     FROM generate_series(1, ${STUDENTS}) AS g`,
  );
  if (ANNOUNCEMENTS_ONLY) return seedAnnouncements(step, base);
  await step(
    `${COHORTS * MODULES_PER_COHORT} modules`,
    `INSERT INTO modules (id, cohort_id, position, title, body, opens_at, created_at, updated_at)
     SELECT ${cohortSql('c')} || '-module-' || m, ${cohortSql('c')}, m, 'Module ' || m, 'Read this first.', timestamptz '${base}' + m * interval '20 days', timestamptz '${base}', timestamptz '${base}'
     FROM generate_series(1, ${COHORTS}) AS c, generate_series(1, ${MODULES_PER_COHORT}) AS m`,
  );
  await step(
    `${(COHORTS * ASSIGNMENTS_PER_COHORT).toLocaleString('en-US')} assignments`,
    `INSERT INTO assignments (id, cohort_id, module_id, title, instructions, due_at, file_types, text_answer, late_accepted, max_points, created_at, updated_at)
     SELECT ${assignmentSql('c', 'k')}, ${cohortSql('c')}, ${cohortSql('c')} || '-module-' || ((k - 1) / 5 + 1), 'Assignment ' || k, 'Answer the **question**.',
            ${due('c', 'k')}, '{application/pdf}', true, k % 3 = 0, 100, timestamptz '${base}', timestamptz '${base}'
     FROM generate_series(1, ${COHORTS}) AS c, generate_series(1, ${ASSIGNMENTS_PER_COHORT}) AS k`,
  );
  // Student g of cohort c hands in assignments 1..40: mostly up to three days early, one in 17 late. The older work is
  // mostly graded; one in ten was returned; the rest waits for a grade.
  await step(
    `${(STUDENTS * HANDED_IN).toLocaleString('en-US')} submissions`,
    `INSERT INTO submissions (id, assignment_id, cohort_id, uid, status, text_answer, late, attempt, submitted_at, grade, feedback, marked_by, marked_at)
       SELECT 'bench-submission-' || g || '-' || k, ${assignmentSql('c', 'k')}, ${cohortSql('c')}, 'bench-student-' || g,
              s.status, 'My answer to assignment ' || k, l.late, CASE WHEN s.status = 'returned' THEN 1 ELSE 1 + (h % 5 = 0)::int END, t.at,
              CASE WHEN s.status = 'graded' THEN 40 + h % 61 END,
              CASE WHEN s.status = 'submitted' THEN '' ELSE 'Feedback on assignment ' || k END,
              CASE WHEN s.status = 'submitted' THEN NULL ELSE '${STAFF}' END,
              CASE WHEN s.status = 'submitted' THEN NULL ELSE t.at + interval '3 days' END
       FROM generate_series(1, ${STUDENTS}) AS g
       CROSS JOIN generate_series(1, ${HANDED_IN}) AS k
       CROSS JOIN LATERAL (SELECT (g - 1) / ${STUDENTS_PER_COHORT} + 1 AS c, (g::bigint * 7919 + k * 104729) % 100 AS h) AS x
       CROSS JOIN LATERAL (SELECT (g + k) % 17 = 0 AS late) AS l
       CROSS JOIN LATERAL (SELECT CASE WHEN l.late THEN ${due('x.c', 'k')} + (1 + (g + k) % 47) * interval '1 hour'
                                        ELSE ${due('x.c', 'k')} - (1 + (g * 7 + k * 13) % 71) * interval '1 hour' + ((g * 31 + k) % 3600) * interval '1 second' END AS at) AS t
       CROSS JOIN LATERAL (SELECT CASE WHEN x.h < 10 THEN 'returned' WHEN k <= 28 AND x.h < 95 THEN 'graded' ELSE 'submitted' END AS status) AS s`,
  );
  const counts = (await execute(`SELECT status, count(*)::int AS n FROM submissions GROUP BY status ORDER BY status`)).rows;
  await seedAnnouncements(step, base);
  return Object.fromEntries(counts.map((row) => [row.status, Number(row.n)]));
}

/** SQL for the id of announcement n: UUID-shaped, as the service's (randomUUID) are. */
const announcementIdSql = (n) => `md5('bench-announcement-' || (${n}))::uuid::text`;

/**
 * The announcements, one a minute from `base` (so the busy cohort's and the others' interleave), each body its own
 * Markdown (the renderer's cache does not flatter the figures), and the busy cohort's reads, with the counters the
 * service keeps. Then statistics (VACUUM ANALYZE, as autovacuum would after this many inserts).
 */
async function seedAnnouncements(step, base) {
  const otherCohort = `1 + (n % ${COHORTS - 1}) + (CASE WHEN 1 + (n % ${COHORTS - 1}) >= ${BUSY_COHORT} THEN 1 ELSE 0 END)`;
  await step(
    `${ANNOUNCEMENTS.toLocaleString('en-US')} announcements (${IN_BUSY_COHORT.toLocaleString('en-US')} in one cohort)`,
    `INSERT INTO announcements (id, cohort_id, author_uid, title, body, emailed, posted_at, updated_at)
     SELECT ${announcementIdSql('n')},
            CASE WHEN n <= ${IN_BUSY_COHORT} THEN ${cohortSql(String(BUSY_COHORT))} ELSE ${cohortSql(otherCohort)} END,
            '${STAFF}', 'Announcement ' || n,
            'Session ' || n || ' meets in **lab ' || (n % 7 + 1) || '** at ' || (8 + n % 9) || ':00.' || chr(10) || chr(10) || '- bring your notes' || chr(10) || '- read [the guide](https://example.org/guide/' || n || ')',
            n % 10 = 0, timestamptz '${base}' + n * interval '1 minute', timestamptz '${base}' + n * interval '1 minute'
     FROM generate_series(1, ${ANNOUNCEMENTS}) AS n`,
  );
  const first = (BUSY_COHORT - 1) * STUDENTS_PER_COHORT + 1;
  await step(
    `${((STUDENTS_PER_COHORT * READ_WINDOW) / 3).toLocaleString('en-US')} announcement reads`,
    `INSERT INTO announcement_reads (announcement_id, uid, read_at)
     SELECT ${announcementIdSql('n')}, 'bench-student-' || g, timestamptz '${base}' + n * interval '1 minute' + interval '1 hour'
     FROM generate_series(${first}, ${first + STUDENTS_PER_COHORT - 1}) AS g,
          generate_series(${IN_BUSY_COHORT - READ_WINDOW + 1}, ${IN_BUSY_COHORT}) AS n
     WHERE n % 3 = g % 3`,
  );
  // The counters the service keeps as it posts and reads, set once here for what was written in bulk.
  await step(
    'announcement counters',
    `UPDATE cohorts c SET announcement_count = (SELECT count(*) FROM announcements a WHERE a.cohort_id = c.id)`,
  );
  await step(
    'read counters',
    `UPDATE cohort_members m SET announcements_read = (SELECT count(*) FROM announcement_reads r JOIN announcements a ON a.id = r.announcement_id
                                                      WHERE r.uid = m.uid AND a.cohort_id = m.cohort_id)`,
  );
  await step('statistics (VACUUM ANALYZE)', 'VACUUM ANALYZE');
  return {};
}

/**
 * A cursor pointing after the row at `offset` in the queue's order (of the rows `where` picks), made as the service
 * makes them, so a middle or last page is reached without walking every page before it.
 */
async function cursorAfter(db, where, offset) {
  const [row] = (
    await db.execute(
      sql.raw(`SELECT id, to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
               FROM submissions WHERE ${where} ORDER BY submitted_at, id OFFSET ${offset} LIMIT 1`),
    )
  ).rows;
  return encodeGradingCursor({ at: row.at, id: row.id });
}

async function count(db, where) {
  return Number((await db.execute(sql.raw(`SELECT count(*)::int AS n FROM submissions WHERE ${where}`))).rows[0].n);
}

async function bench(name, target) {
  const ctx = await openContext(name, target);
  log(`${name}: seeding ${STUDENTS.toLocaleString('en-US')} students in ${COHORTS} cohorts with their work...`);
  const seedStarted = Date.now();
  const states = await seed(ctx.db);
  const seedSeconds = (Date.now() - seedStarted) / 1000;
  const app = await startApp(ctx);
  const staff = signedIn(STAFF, `${STAFF}@example.org`);
  const get = getter(app, staff);

  const cases = [];
  const info = [];
  if (!ANNOUNCEMENTS_ONLY) await gradingCases(name, ctx, get, cases, info);
  await announcementCases(name, ctx, app, get, cases, info);
  return { name, states, seedSeconds, cases, info };
}

/** A signed-in student of cohort `c`, the i-th of a spread over its members. */
const studentOf = (c, i) => {
  const uid = studentUid((c - 1) * STUDENTS_PER_COHORT + 1 + ((i * 37) % STUDENTS_PER_COHORT));
  return signedIn(uid, `${uid}@example.org`);
};

/** A student's feed of the busy cohort (first page, and one DEEP down) and of a small one, and staff's list. */
async function announcementCases(name, ctx, app, get, cases, info) {
  const busy = cohortId(BUSY_COHORT);
  const [row] = (
    await ctx.db.execute(
      sql.raw(`SELECT id, to_char(posted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM announcements
               WHERE cohort_id = '${busy}' ORDER BY posted_at DESC, id DESC OFFSET ${DEEP - 1} LIMIT 1`),
    )
  ).rows;
  const deep = encodeCursor(new Date(row.at), row.id);
  const first = await get('/api/student/announcements', studentOf(BUSY_COHORT, 0));
  const expectedUnread = IN_BUSY_COHORT - READ_WINDOW / 3;
  if (first.items.length !== 20 || first.unread !== expectedUnread || !first.nextCursor)
    throw new Error(
      `a student's feed answered ${first.items.length} items, ${first.unread} unread (expected 20, ${expectedUnread})`,
    );
  const later = await get(`/api/student/announcements?cursor=${deep}`, studentOf(BUSY_COHORT, 0));
  if (later.items[0]?.title !== `Announcement ${IN_BUSY_COHORT - DEEP}`)
    throw new Error(`the later page starts at ${later.items[0]?.title}`);
  log(`${name}: a student's announcements...`);
  cases.push(
    await measure(`student's announcements, ${IN_BUSY_COHORT.toLocaleString('en-US')} in cohort: first page`, (i) =>
      get('/api/student/announcements', studentOf(BUSY_COHORT, i)),
    ),
    await measure(`student's announcements: page ${DEEP.toLocaleString('en-US')} down`, (i) =>
      get(`/api/student/announcements?cursor=${deep}`, studentOf(BUSY_COHORT, i)),
    ),
    await measure(`student's announcements, ~800 in cohort: first page`, (i) =>
      get('/api/student/announcements', studentOf(1, i)),
    ),
    await measure(`staff's cohort announcements (${IN_BUSY_COHORT.toLocaleString('en-US')}): first page`, () =>
      get(`/api/cohorts/${busy}/announcements`),
    ),
    await measure(`staff's cohort announcements: page ${DEEP.toLocaleString('en-US')} down`, () =>
      get(`/api/cohorts/${busy}/announcements?cursor=${deep}`),
    ),
  );
  const ids = first.items.map((item) => item.id);
  info.push(
    await measure('a student marks an announcement read (PUT …/read)', async (i) => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/student/announcements/${ids[i % ids.length]}/read`,
        headers: studentOf(BUSY_COHORT, i),
      });
      if (response.statusCode !== 200)
        throw new Error(`PUT read answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }),
  );
}

/** The grading queue's pages and filters, a student's assignments; the overview and a cohort's assignments as info. */
async function gradingCases(name, ctx, get, cases, info) {
  const queueUrl = (query) => `/api/grading?${new URLSearchParams(query)}`;
  const cohort = cohortId(25);
  const assignment = assignmentId(25, 30);
  const filters = [
    ['all', {}, 'true'],
    ['cohort', { cohortId: cohort }, `cohort_id = '${cohort}'`],
    ['assignment', { assignmentId: assignment }, `assignment_id = '${assignment}'`],
    ['state waiting', { state: 'submitted' }, `status = 'submitted'`],
    ['cohort and state waiting', { cohortId: cohort, state: 'submitted' }, `cohort_id = '${cohort}' AND status = 'submitted'`],
  ];
  for (const [label, query, where] of filters) {
    const rows = await count(ctx.db, where);
    const pages = [['first', null]];
    if (rows > 2 * PAGE) pages.push(['middle', await cursorAfter(ctx.db, where, Math.floor(rows / 2))]);
    if (rows > PAGE) pages.push(['last', await cursorAfter(ctx.db, where, rows - PAGE - 1)]);
    for (const [which, cursor] of pages) {
      const url = queueUrl({ ...query, ...(cursor ? { cursor } : {}) });
      const page = await get(url);
      if (!page.items.length || (which === 'last') !== (page.nextCursor === null))
        throw new Error(`${url} answered ${page.items.length} rows, nextCursor ${page.nextCursor}`);
      log(`${name}: grading queue, ${label} (${rows.toLocaleString('en-US')} rows), ${which} page...`);
      cases.push(await measure(`grading queue, ${label}: ${which} page`, () => get(url)));
    }
  }
  const student = (i) => {
    const uid = studentUid(1 + ((i * 7919) % STUDENTS));
    return signedIn(uid, `${uid}@example.org`);
  };
  log(`${name}: students' own assignment lists...`);
  const list = await get('/api/student/assignments', student(0));
  if (list.items.length !== ASSIGNMENTS_PER_COHORT) throw new Error(`a student's list has ${list.items.length} assignments`);
  cases.push(
    await measure("a student's assignments (GET /student/assignments)", (i) => get('/api/student/assignments', student(i))),
  );
  info.push(
    await measure("a student's overview (GET /student/overview)", (i) => get('/api/student/overview', student(i))),
    await measure("a cohort's assignments for staff, with counts", () => get(`/api/cohorts/${cohort}/assignments`)),
  );
}

function report(result) {
  const total = Object.values(result.states).reduce((sum, n) => sum + n, 0);
  const states = Object.entries(result.states)
    .map(([state, n]) => `${n.toLocaleString('en-US')} ${state}`)
    .join(', ');
  const work = ANNOUNCEMENTS_ONLY
    ? 'no submissions (BENCH_ONLY=announcements)'
    : `${total.toLocaleString('en-US')} submissions (${states})`;
  console.log(
    `\n${result.name}: ${STUDENTS.toLocaleString('en-US')} students, ${COHORTS} cohorts, ${work}, ${ANNOUNCEMENTS.toLocaleString('en-US')} announcements; seeded in ${result.seedSeconds.toFixed(1)} s; ${REQUESTS} requests per case, p95 budget ${budgetOn(result.name)} ms`,
  );
  const pass = printCases(result.name, result.cases, result.info, 58);
  console.log(`${result.name}: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

await runOnBackends({
  title: 'bench:learning',
  prefix: 'learning',
  defaultDatabaseUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  bench,
  report,
});
