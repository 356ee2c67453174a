import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open.js';

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /** A fresh, empty, migrated database of its own; close() drops it. */
  open(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL || null;
// CI must not pass by skipping the PostgreSQL runs (the two-instance test among them) for want of a setting.
if (process.env.CI === 'true' && !postgresUrl)
  throw new Error('CI runs the suites on PostgreSQL too: set TEST_DATABASE_URL (.ci/run sets it).');

/**
 * A throwaway database on the test server, so parallel test files never share rows. `drop()`
 * removes it, even while connections to it are still open.
 */
export async function scratchPostgres(url: string, prefix = 'sla_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function freshPostgres(url: string): Promise<Database> {
  const scratch = await scratchPostgres(url);
  const database = await openDatabase({ kind: 'postgres', url: scratch.url });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}

export const PGLITE: Backend = { name: 'PGlite', open: () => openDatabase({ kind: 'pglite', dir: null }) };
export const POSTGRES: Backend | null = postgresUrl ? { name: 'PostgreSQL', open: () => freshPostgres(postgresUrl) } : null;

/**
 * Runs the same suite on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL. Without it the
 * PostgreSQL run is registered as skipped with the reason in its name, so the report says why.
 */
export function describeOnEachBackend(title: string, suite: (backend: Backend) => void): void {
  describe(`${title} [PGlite]`, () => suite(PGLITE));
  if (POSTGRES) describe(`${title} [PostgreSQL]`, () => suite(POSTGRES));
  else describe.skip(`${title} [PostgreSQL] skipped: set TEST_DATABASE_URL to run it`, () => suite(PGLITE));
}
