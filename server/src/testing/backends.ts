import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, inject } from 'vitest';
import type { Database } from '../db/database.js';
import { openDatabase } from '../db/open.js';
import { emptyTables } from './emptyTables.js';
import { administerPostgres, postgresUrlFor } from './postgresAdmin.js';

export interface Backend {
  name: 'PGlite' | 'PostgreSQL';
  /**
   * An empty, migrated database for a suite. Suites in one worker run one after another, so they take turns with the
   * worker's database: it is emptied (every table, its sequences restarted) when lent, and close() gives it back.
   */
  open(): Promise<Database>;
  /**
   * A database of the suite's own, copied from the migrated template; close() throws it away. Only for a suite that
   * leaves more than rows behind (a setting, a lock, a listener) or needs two databases at once.
   */
  openOwn(): Promise<Database>;
}

const postgresUrl = process.env.TEST_DATABASE_URL || null;
// CI must not pass by skipping the PostgreSQL runs (the two-instance test among them) for want of a setting.
if (process.env.CI === 'true' && !postgresUrl)
  throw new Error('CI runs the suites on PostgreSQL too: set TEST_DATABASE_URL (.ci/run sets it).');

/**
 * Runs on PostgreSQL too what runs there only for a release or a nightly check: the suites that cannot differ between
 * the databases (access tables, the fuzzer's generated input). See describeOnOneBackend.
 */
export const EVERY_BACKEND = process.env.TEST_EVERY_BACKEND === '1';

/**
 * A throwaway database on the test server, so parallel test files never share rows. `drop()`
 * removes it, even while connections to it are still open.
 */
export async function scratchPostgres(url: string, prefix = 'sla_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await administerPostgres(url, `CREATE DATABASE ${name}`);
  return {
    url: postgresUrlFor(url, name),
    drop: () => administerPostgres(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}

/** The databases one worker lends to its suites in turn, made when none is free. */
function lender(make: () => Promise<{ lend(): Promise<Database> }>): () => Promise<Database> {
  const free: { lend(): Promise<Database> }[] = [];
  return async () => {
    const kept = free.pop() ?? (await make());
    const database = await kept.lend();
    let returned = false;
    return {
      ...database,
      async close() {
        if (returned) return;
        returned = true;
        await database.close();
        free.push(kept);
      },
    };
  };
}

// --- PGlite: the template is a dumped data folder, loaded into an in-memory database.

let pgliteTemplate: Blob | null = null;
function pgliteTemplateDump(): Blob {
  const file = inject('pgliteTemplate');
  if (!file)
    throw new Error('The PGlite template is missing: run the suites through server/vitest.config.ts (its globalSetup makes it).');
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

const openPgliteCopy = () => openDatabase({ kind: 'pglite', dir: null, from: pgliteTemplateDump() });

const lendPglite = lender(async () => {
  const database = await openPgliteCopy();
  return {
    async lend() {
      // One connection for every suite: what a suite set on it (a time zone, a lock, a listener) goes with it.
      await database.db.execute(sql`DISCARD ALL`);
      await emptyTables(database.db);
      return { ...database, close: async () => undefined };
    },
  };
});

// --- PostgreSQL: each worker's database is a copy of the run's template database.

async function copyPostgresTemplate(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('postgresTemplate');
  if (!template)
    throw new Error(
      'The PostgreSQL template is missing: run the suites through server/vitest.config.ts with TEST_DATABASE_URL set.',
    );
  const name = `${inject('postgresPrefix')}_${randomBytes(5).toString('hex')}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await administerPostgres(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      break;
    } catch (error) {
      // Another worker copying the template at the same moment holds it for an instant (55006: object in use).
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
  return {
    url: postgresUrlFor(url, name),
    drop: () => administerPostgres(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}

function lendPostgres(url: string): () => Promise<Database> {
  return lender(async () => {
    const copy = await copyPostgresTemplate(url);
    return {
      // A pool of its own for each suite, ended when it is done: session settings never pass to the next suite.
      async lend() {
        const database = await openDatabase({ kind: 'postgres', url: copy.url });
        await emptyTables(database.db);
        return database;
      },
    };
  });
}

async function ownPostgres(url: string): Promise<Database> {
  const copy = await copyPostgresTemplate(url);
  const database = await openDatabase({ kind: 'postgres', url: copy.url });
  return {
    ...database,
    async close() {
      await database.close();
      await copy.drop();
    },
  };
}

export const PGLITE: Backend = { name: 'PGlite', open: lendPglite, openOwn: openPgliteCopy };
export const POSTGRES: Backend | null = postgresUrl
  ? { name: 'PostgreSQL', open: lendPostgres(postgresUrl), openOwn: () => ownPostgres(postgresUrl) }
  : null;

/**
 * Runs the same suite on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL: for what can differ between the
 * databases (queries, locking, full-text search, time zones, JSON). Without TEST_DATABASE_URL the PostgreSQL run is
 * registered as skipped with the reason in its name, so the report says why.
 */
export function describeOnEachBackend(title: string, suite: (backend: Backend) => void): void {
  describe(`${title} [PGlite]`, () => suite(PGLITE));
  if (POSTGRES) describe(`${title} [PostgreSQL]`, () => suite(POSTGRES));
  else describe.skip(`${title} [PostgreSQL] skipped: set TEST_DATABASE_URL to run it`, () => suite(PGLITE));
}

/**
 * Runs a suite whose outcome cannot depend on the database once, on PGlite: who may call what (the access tables) and
 * how input is refused before any query. Every permission cell twice doubled the run's longest part and proved nothing
 * more. TEST_EVERY_BACKEND=1 runs it on PostgreSQL too (a release, a nightly check); otherwise that run is registered
 * as skipped with the reason in its name.
 */
export function describeOnOneBackend(title: string, suite: (backend: Backend) => void): void {
  describe(`${title} [PGlite]`, () => suite(PGLITE));
  if (POSTGRES && EVERY_BACKEND) describe(`${title} [PostgreSQL]`, () => suite(POSTGRES));
  else
    describe.skip(`${title} [PostgreSQL] skipped: ${POSTGRES ? 'cannot differ between the databases; TEST_EVERY_BACKEND=1 runs it' : 'set TEST_DATABASE_URL to run it'}`, () =>
      suite(PGLITE));
}
