// `node tools/bench/eventRegistrationBench.mjs`: event registration at scale (issue 32, decision 0046). One event with
// 5,000 registrations (4,500 registered, 300 waiting, 200 cancelled; a third checked in) among 20 other events of 500
// registrations each, through the data service's HTTP app (Fastify's inject: routing, sign-in, permission check,
// queries, JSON): the registrants list's first page, a later page, a search by name, and the check-in list (registered
// people, searched as at the door), against p95 <= 100 ms on PostgreSQL and <= 250 ms on PGlite. Exits non-zero on a
// miss. Settings as the other service benches: BENCH_REQUESTS (100 here), BENCH_BACKENDS (pglite,postgres),
// BENCH_DATABASE_URL (else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test).
import { register } from 'tsx/esm/api';

register();
process.env.BENCH_REQUESTS ||= '100';

const { sql } = await import('drizzle-orm');
const { getter, log, measure, openContext, reportCases, runOnBackends, signedIn, startApp } = await import('./serviceBench.mjs');

const EVENT = 'bench-event-big';
const REGISTRATIONS = 5_000;
const OTHER_EVENTS = 20;
const PER_OTHER = 500;
const EDITOR = 'bench-editor';

async function seed(db) {
  const now = new Date();
  const starts = new Date(now.getTime() + 7 * 24 * 3600 * 1000);
  await db.execute(sql`INSERT INTO users (uid, email, display_name, role, created_at, updated_at)
    VALUES (${EDITOR}, 'editor@example.org', 'Bench Editor', 'content_editor', ${now}, ${now})`);
  await db.execute(sql`INSERT INTO content (id, type, status, slug, title, event_starts_at, published_at, created_at, updated_at)
    SELECT CASE WHEN e = 0 THEN ${EVENT} ELSE 'bench-event-' || e END, 'event', 'published', 'bench-event-slug-' || e,
      'Bench event ' || e, ${starts}, ${now}, ${now}, ${now}
    FROM generate_series(0, ${OTHER_EVENTS}) AS e`);
  await db.execute(sql`INSERT INTO event_registration_settings (event_id, open, audience, capacity, registered, updated_at)
    SELECT id, true, 'public', NULL, 0, ${now} FROM content WHERE id LIKE 'bench-event-%'`);
  // Names from a small list of first and last names, so a search finds a realistic handful.
  const firsts = `ARRAY['Ada','Ben','Chi','Dayo','Efua','Femi','Gita','Hassan','Ife','Jomo','Kofi','Lina','Musa','Nia','Obi','Pat']`;
  const lasts = `ARRAY['Okafor','Mensah','Diallo','Banda','Kamau','Ndlovu','Sow','Tembo','Abebe','Mwangi','Osei','Traore']`;
  const insert = (eventSql, count, offset) =>
    db.execute(
      sql.raw(`INSERT INTO event_registrations (id, event_id, name, sort_name, email, email_key, status, checked_in_at, created_at, updated_at)
      SELECT 'bench-reg-' || (${offset} + g), ${eventSql},
        n, lower(n), 'person' || (${offset} + g) || '@example.org', 'person' || (${offset} + g) || '@example.org',
        CASE WHEN g % 25 = 0 THEN 'cancelled' WHEN g % 17 = 0 THEN 'waiting' ELSE 'registered' END,
        CASE WHEN g % 3 = 0 AND g % 25 <> 0 AND g % 17 <> 0 THEN now() END,
        now() - (g || ' seconds')::interval, now()
      FROM generate_series(1, ${count}) AS g,
        LATERAL (SELECT (${firsts})[1 + g % 16] || ' ' || (${lasts})[1 + (g / 16) % 12] || ' ' || g AS n) AS named`),
    );
  await insert(`'${EVENT}'`, REGISTRATIONS, 0);
  for (let e = 1; e <= OTHER_EVENTS; e += 1) await insert(`'bench-event-${e}'`, PER_OTHER, REGISTRATIONS + e * PER_OTHER);
  await db.execute(sql`UPDATE event_registration_settings s SET registered =
    (SELECT count(*) FROM event_registrations r WHERE r.event_id = s.event_id AND r.status = 'registered')`);
  await db.execute(sql`ANALYZE event_registrations`);
}

async function bench(name, target) {
  const ctx = await openContext(name, target);
  const started = Date.now();
  log(`${name}: seeding ${REGISTRATIONS} registrations on one event and ${OTHER_EVENTS * PER_OTHER} on others...`);
  await seed(ctx.db);
  const seedSeconds = (Date.now() - started) / 1000;
  const app = await startApp(ctx);
  const get = getter(app, signedIn(EDITOR, 'editor@example.org'));
  const base = `/api/content/events/${EVENT}/registrants`;
  const first = await get(base);
  if (first.items.length !== 50 || !first.nextCursor) throw new Error('the first page is not a full page');
  let later = first;
  for (let i = 0; i < 40; i += 1) later = await get(`${base}?cursor=${later.nextCursor}`);
  const searches = ['okafor', 'kofi', 'ada m', 'person42'];
  const found = await get(`${base}?search=okafor`);
  if (!found.items.length) throw new Error('the search found nobody');
  const cases = [
    await measure('registrants, first page (50 by name)', () => get(base)),
    await measure('registrants, page 41 (keyset)', () => get(`${base}?cursor=${later.nextCursor}`)),
    await measure('registrants, a search by name or e-mail', (i) => get(`${base}?search=${encodeURIComponent(searches[i % 4])}`)),
    await measure('check-in list: registered, searched', (i) =>
      get(`${base}?status=registered&search=${encodeURIComponent(searches[i % 2])}`),
    ),
    await measure('checked-in people', () => get(`${base}?status=checked_in`)),
  ];
  return { name, cases, seedSeconds };
}

function report(result) {
  return reportCases(
    result.name,
    `one event with ${REGISTRATIONS.toLocaleString('en-US')} registrations and ${OTHER_EVENTS} with ${PER_OTHER}; seeded in ${result.seedSeconds.toFixed(1)} s`,
    result.cases,
    44,
  );
}

await runOnBackends({
  title: 'bench:events',
  prefix: 'events',
  defaultDatabaseUrl: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
  bench,
  report,
});
