import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database, Db } from './database.js';
import { lockDataDir } from './lock.js';
import { migrate } from './migrate.js';
import * as schema from './schema.js';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  // `from`: an in-memory PGlite starts as a copy of a dumped data folder (the tests' migrated template).
  | { kind: 'pglite'; dir: string | null; from?: Blob };

/**
 * Opens the database and brings its schema up to date. PGlite on disk is locked to this process;
 * `dir: null` is an in-memory PGlite, for tests.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', (error) => console.error('[db] idle connection error', error.message));
    // A connection that PostgreSQL ends while it is checked out (a restart, a failover) emits 'error' on its client,
    // which the pool does not listen for then: unheard, it would end the process. The query it runs fails on its own,
    // and the pool opens a new connection for the next one.
    pool.on('connect', (client) => client.on('error', (error) => console.error('[db] connection lost:', error.message)));
    const db = drizzle(pool, { schema }) as unknown as Db;
    try {
      await migrate(db);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  const release = target.dir ? lockDataDir(target.dir) : () => undefined;
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    // The alumni directory's name search uses trigram indexes (migration 0012).
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    // PGlite creates only the last folder of its path.
    if (target.dir) mkdirSync(dirname(target.dir), { recursive: true });
    const options = { extensions: { pg_trgm }, ...(target.from ? { loadDataDir: target.from } : {}) };
    const client = target.dir ? await PGlite.create(target.dir, options) : await PGlite.create(options);
    const db = drizzle(client, { schema }) as unknown as Db;
    await migrate(db);
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
