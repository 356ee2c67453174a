// What the database benchmarks (content.mjs, applications.mjs) share: the backends they run on (PGlite in a
// temporary folder, PostgreSQL in a scratch database created and dropped), the data service's HTTP app on that
// database, timed requests, the results table, and cleaning up whatever happens (an error, Ctrl-C).
// Settings: BENCH_REQUESTS (50 per case), BENCH_BACKENDS (pglite,postgres), BENCH_DATABASE_URL (where to create
// the scratch database; each benchmark has its default).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { unconfiguredIdentityAdmin } from '../../server/src/auth/identityAdmin.ts';
import { emulatorTokenVerifier } from '../../server/src/auth/tokens.ts';
import { openDatabase } from '../../server/src/db/open.ts';
import { buildApp } from '../../server/src/http/app.ts';
import { DEFAULT_SITE_SETTINGS } from '../../server/src/siteSettings.ts';
import { startLive } from '../../server/src/live/startLive.ts';
import { createProfileCache } from '../../server/src/users/profileCache.ts';
import { createRoleClaimKicker } from '../../server/src/users/roleClaims/roleClaimKicker.ts';
import { emulatorToken } from '../../server/src/testing/tokens.ts';

export const REQUESTS = Number(process.env.BENCH_REQUESTS || 50);
const BACKENDS = (process.env.BENCH_BACKENDS || 'pglite,postgres').split(',').map((name) => name.trim());
const BUDGET_MS = { PGlite: 250, PostgreSQL: 100 };
const PROJECT = 'demo-bench';

/** Progress goes to stderr, so stdout holds only the results. */
export const log = (message) => process.stderr.write(`${message}\n`);

// Undone last first: the app before its database, the database before its folder.
const cleanups = [];
export const onCleanup = (step) => cleanups.push(step);
export const cleanup = async () => {
  for (let step; (step = cleanups.pop());) await step().catch((error) => log(`cleanup: ${error.message}`));
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`\n${signal}: cleaning up...`);
    cleanup().finally(() => process.exit(130));
  });
}

/** A scratch database on the PostgreSQL server at `serverUrl`, dropped at the end; never the database named in the URL. */
async function scratchDatabase(serverUrl, prefix) {
  const name = `sla_bench_${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  onCleanup(() => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The database `target` names, opened and migrated, as the service context the app and the seeds use. */
export async function openContext(name, target) {
  log(`\n${name}: opening and migrating the database...`);
  const database = await openDatabase(target);
  onCleanup(() => database.close());
  // One instance: the in-process event hub, as the service has on PGlite (no LISTEN connection to measure).
  const live = await startLive(database, null);
  onCleanup(() => live.stop());
  const { hub, changes, roleChanges, messages, streams } = live;
  return {
    db: database.db,
    now: () => new Date(),
    settings: DEFAULT_SITE_SETTINGS,
    environmentSettings: DEFAULT_SITE_SETTINGS,
    changes,
    identity: unconfiguredIdentityAdmin(() => {}),
    // No claim sync runs here: a role change is only pushed, to streams nobody opens.
    roleClaims: createRoleClaimKicker(roleChanges),
    roleChanges,
    streams,
    messages,
    hub,
    // As the service keeps them (decision 0033): the 30 s default.
    profiles: createProfileCache({ ttlMs: 30_000 }),
  };
}

/** The data service's HTTP app over `ctx`, trusting the Auth emulator's tokens (see `signedIn`). */
export async function startApp(ctx) {
  const app = await buildApp({ ctx, verifier: emulatorTokenVerifier(PROJECT) });
  onCleanup(() => app.close());
  return app;
}

/** The headers of a request signed in as `uid`. */
export const signedIn = (uid, email) => ({ authorization: `Bearer ${emulatorToken(PROJECT, { uid, email })}` });

/** GET through the app (Fastify's inject), answering the JSON; anything but 200 fails the run. */
export const getter =
  (app, defaultHeaders = {}) =>
  async (url, headers = defaultHeaders) => {
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return response.json();
  };

const percentile = (sorted, p) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/** `REQUESTS` timed requests after a short warm-up; latencies in ms. */
export async function measure(name, request) {
  for (let i = 0; i < 3; i += 1) await request(i);
  const latencies = [];
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = process.hrtime.bigint();
    await request(i);
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  latencies.sort((a, b) => a - b);
  return { name, n: latencies.length, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1) };
}

/** The p95 target on a backend ('PGlite' or 'PostgreSQL'). */
export const budgetOn = (backend) => BUDGET_MS[backend];

/**
 * Prints the cases against the backend's p95 target, then `info` (measured, but not in the bar); true when
 * every case is within it. `width` is the case column's.
 */
export function printCases(backend, cases, info, width) {
  const budget = budgetOn(backend);
  const row = (c, verdict) =>
    `${c.name.padEnd(width)}${c.p50.toFixed(1).padStart(9)}${c.p95.toFixed(1).padStart(9)}${c.max.toFixed(1).padStart(9)}  ${verdict}`;
  console.log(`${'case'.padEnd(width)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'max ms'.padStart(9)}`);
  let pass = true;
  for (const c of cases) {
    const ok = c.p95 <= budget;
    pass &&= ok;
    console.log(row(c, ok ? 'PASS' : 'FAIL'));
  }
  for (const c of info) console.log(row(c, c.p95 <= budget ? '(within)' : '(over)'));
  return pass;
}

/**
 * One backend's report: what was measured (`heading`), the cases against the p95 target, and PASS or FAIL; true for
 * a pass.
 */
export function reportCases(backend, heading, cases, width, info = []) {
  console.log(`\n${backend}: ${heading}; ${REQUESTS} requests per case, p95 budget ${budgetOn(backend)} ms`);
  const pass = printCases(backend, cases, info, width);
  console.log(`${backend}: ${pass ? 'PASS' : 'FAIL'}`);
  return pass;
}

/**
 * Runs `bench(backend, target)` on each backend asked for and `report`s each result (true for a pass), cleaning up
 * after each and whatever happens; prints the verdict and exits with it. A PostgreSQL server that cannot be reached
 * fails the run unless `postgresOptional` and nobody asked for it by name (BENCH_BACKENDS).
 */
export async function runOnBackends({ title, prefix, defaultDatabaseUrl, postgresOptional = false, bench, report }) {
  const serverUrl = process.env.BENCH_DATABASE_URL || defaultDatabaseUrl;
  let allPass = true;
  try {
    for (const backend of BACKENDS) {
      if (backend === 'pglite') {
        const folder = mkdtempSync(join(tmpdir(), `sla-bench-${prefix}-`));
        onCleanup(async () => rmSync(folder, { recursive: true, force: true }));
        allPass = report(await bench('PGlite', { kind: 'pglite', dir: join(folder, 'pglite') })) && allPass;
      } else if (backend === 'postgres') {
        let url;
        try {
          url = await scratchDatabase(serverUrl, prefix);
        } catch (error) {
          console.log(
            `\nPostgreSQL skipped: cannot create a scratch database at ${serverUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')} (${error.message}).`,
          );
          if (!postgresOptional || process.env.BENCH_BACKENDS) allPass = false;
          continue;
        }
        allPass = report(await bench('PostgreSQL', { kind: 'postgres', url })) && allPass;
      } else throw new Error(`Unknown backend "${backend}": use pglite and/or postgres.`);
    }
  } catch (error) {
    allPass = false;
    log(`\n${title} failed: ${error.stack || error.message}`);
  } finally {
    await cleanup();
  }
  console.log(`\n${title}: ${allPass ? 'PASS' : 'FAIL'}`);
  process.exit(allPass ? 0 : 1);
}
