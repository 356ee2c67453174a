// Vitest's global set-up for the data service's suites: migrates one database per backend once per run, and every test
// database is a copy of it. Replaying every migration cost 3-5 s a suite (about 100 suites); a copy costs about half a
// second on PGlite (loadDataDir) and less on PostgreSQL (CREATE DATABASE ... TEMPLATE).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import type { Db } from '../db/database.js';
import { openDatabase } from '../db/open.js';
import { EMPTY_TABLES_FUNCTION } from './emptyTables.js';
import { administerPostgres, postgresUrlFor } from './postgresAdmin.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite database, dumped (PGlite's dumpDataDir, uncompressed). */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database every test database is created from; '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
    /** What this run's PostgreSQL test databases are named after, so the teardown finds them all. */
    postgresPrefix: string;
  }
}

async function prepare(db: Db): Promise<void> {
  for (const statement of EMPTY_TABLES_FUNCTION) await db.execute(sql.raw(statement));
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'sla-test-'));
  const runId = randomBytes(4).toString('hex');
  const cleanups: (() => Promise<void>)[] = [async () => rmSync(folder, { recursive: true, force: true })];

  const pglite = await openDatabase({ kind: 'pglite', dir: null });
  try {
    await prepare(pglite.db);
    const client = (pglite.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(folder, 'pglite-template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await pglite.close();
  }

  const postgresUrl = process.env.TEST_DATABASE_URL || '';
  const prefix = `sla_test_${runId}`;
  project.provide('postgresPrefix', prefix);
  project.provide('postgresTemplate', '');
  if (postgresUrl) {
    const template = `${prefix}_template`;
    await administerPostgres(postgresUrl, `CREATE DATABASE ${template}`);
    cleanups.push(() => dropRunDatabases(postgresUrl, prefix));
    const database = await openDatabase({ kind: 'postgres', url: postgresUrlFor(postgresUrl, template) });
    try {
      await prepare(database.db);
    } finally {
      await database.close();
    }
    project.provide('postgresTemplate', template);
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

/** Drops the template and every test database this run made, even with connections still open. */
async function dropRunDatabases(url: string, prefix: string): Promise<void> {
  const names = await administerPostgres(url, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
  for (const { datname } of names) await administerPostgres(url, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}
