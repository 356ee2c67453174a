// `npm run bench:seed-applications`: fills a database with the applications scale data set (50,000
// applicants, 100,000 applications in the staff queue and 10,000 drafts, with reviews), to try the
// screens at scale. Point it at the database explicitly: DATABASE_URL=postgres://... or
// DATA_DIR=.data/pglite (the data service must not be running on that folder).
// Settings: BENCH_USERS (50000), BENCH_QUEUED (100000), BENCH_DRAFTS (10000).
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/src/db/open.ts';
import { seedScale } from './scaleSeed.mjs';

const { DATABASE_URL, DATA_DIR } = process.env;
if (!DATABASE_URL && !DATA_DIR) {
  console.error('Say which database to fill: DATABASE_URL=postgres://user@host/db or DATA_DIR=<PGlite folder>.');
  process.exit(2);
}
const target = DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'pglite', dir: DATA_DIR };
const database = await openDatabase(target);
try {
  const existing = (await database.db.execute(sql`SELECT count(*)::int AS n FROM applications WHERE id LIKE 'bench-%'`)).rows[0]
    .n;
  if (existing > 0) {
    console.error(`This database already holds ${existing.toLocaleString('en-US')} bench applications; nothing done.`);
    process.exitCode = 1;
  } else {
    const started = Date.now();
    console.log(`Filling ${DATABASE_URL ? 'PostgreSQL' : `PGlite in ${DATA_DIR}`}...`);
    const result = await seedScale(database.db, {
      users: Number(process.env.BENCH_USERS || 50_000),
      queued: Number(process.env.BENCH_QUEUED || 100_000),
      drafts: Number(process.env.BENCH_DRAFTS || 10_000),
      log: (line) => console.log(line),
    });
    console.log(
      `Done: ${result.applications.toLocaleString('en-US')} applications in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  }
} finally {
  await database.close();
}
