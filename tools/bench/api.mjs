// `npm run bench:api`: throughput and latency of the data service for a signed-in profile read
// (GET /api/users/me), measured against the built service (dist/server/main.js) on PGlite and on
// PostgreSQL, beside a bare node:http server answering the same JSON (the ceiling this machine and this load generator
// allow; the service is reported as a share of it). Progress goes to stderr so stdout holds only the result table.
// Settings: BENCH_USERS (5000), BENCH_SECONDS (10), BENCH_CONCURRENCY (16), BENCH_DATABASE_URL,
// BENCH_SERVICE (the bundle to run, dist/server/main.js by default: another build to compare), BENCH_PROFILE=1 (the service runs under `node --cpu-prof`; the measured window's CPU time is printed per stage of
// the request path, see profileBreakdown.mjs), BENCH_ONLY=bare,PGlite,PostgreSQL,scaled (a subset of the runs).
// The scaled runs read through the balancer of `npm run start:scaled` (its own process) with one, then two instances on
// PostgreSQL: the load generator, the balancer, the instances and PostgreSQL then share this machine's cores.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { formatBreakdown, profileBreakdown } from './profileBreakdown.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const USERS = Number(process.env.BENCH_USERS || 5000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 16);
const WARMUP_SECONDS = 2;
const PROJECT_ID = 'demo-sla';
const SERVICE = process.env.BENCH_SERVICE || join(root, 'dist/server/main.js');
const BALANCER = join(root, 'tools/bench/balancerProcess.mjs');
const PROFILE = process.env.BENCH_PROFILE === '1' || process.env.BENCH_PROFILE === 'true';
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim().toLowerCase())) : null;
const runs = (name) => !ONLY || ONLY.has(name.toLowerCase());
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const log = (message) => process.stderr.write(`${message}\n`);

// Cleanup steps run newest first, once, whether we finish, fail or are interrupted.
const cleanups = [];
let cleaning = null;
const cleanup = () =>
  (cleaning ??= (async () => {
    for (let step; (step = cleanups.pop());) await step().catch((error) => log(`cleanup: ${error.message}`));
  })());
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    log(`\n${signal}: stopping the service and cleaning up...`);
    cleanup().finally(() => process.exit(130));
  });
}

// Same shape as server/src/testing/tokens.ts: the service accepts these unsigned tokens in a demo project.
function emulatorToken(uid, email) {
  const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const identity = { iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, sub: uid, user_id: uid, email };
  const payload = { ...identity, iat: now, exp: now + 3600, auth_time: now, firebase: { sign_in_provider: 'password' } };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}

const workers = (count, work) => Promise.all(Array.from({ length: count }, work));

async function freePort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function call(agent, port, method, path, token, body) {
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}` };
    if (body) headers['content-type'] = 'application/json';
    const req = http.request({ agent, host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

// Every child still running: killed as a last resort if we die without cleaning up.
const living = new Set();
process.once('exit', () => living.forEach((child) => child.kill('SIGKILL')));

/** Starts `node dist/server/main.js` (or `args`) and resolves once /api/health answers 200. */
async function startService(env, args = [SERVICE]) {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...env, API_PORT: String(port), API_HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  living.add(child);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  void exited.then(() => living.delete(child));
  cleanups.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM'); // lets the service close its database cleanly
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  const deadline = Date.now() + 60_000;
  let stopped = null;
  exited.then((how) => (stopped = how));
  while (Date.now() < deadline && stopped === null) {
    const status = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return port;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const why =
    stopped === null ? 'did not answer GET /api/health with 200 within 60 s' : `exited (${stopped}) before it was ready`;
  throw new Error(`The data service ${why}. Its output:\n${output.trim() || '(none)'}`);
}

/** Profile reads by random users from CONCURRENCY workers for `seconds`; every latency in ms. */
async function load(agent, port, tokens, seconds) {
  const latencies = [];
  const errors = new Map();
  const end = Date.now() + seconds * 1000;
  const started = process.hrtime.bigint();
  await workers(CONCURRENCY, async () => {
    while (Date.now() < end && !interrupted) {
      const token = tokens[Math.floor(Math.random() * tokens.length)];
      const t0 = process.hrtime.bigint();
      let outcome;
      try {
        const { status, body } = await call(agent, port, 'GET', '/api/users/me', token);
        outcome = status === 200 ? null : `HTTP ${status}: ${body.slice(0, 120)}`;
      } catch (error) {
        outcome = error.message;
      }
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (outcome) errors.set(outcome, (errors.get(outcome) ?? 0) + 1);
    }
  });
  return { latencies, errors, elapsed: Number(process.hrtime.bigint() - started) / 1e9 };
}

// The ceiling: node:http alone, in a process of its own as the service is, answering every GET with a profile's JSON
// (the body the service sends) and the same security headers, without reading the token.
const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ uid: 'bench-0', email: 'bench-0@example.com', displayName: 'Bench User 0', role: 'applicant',
  requestedRole: null, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() });
http.createServer((req, res) => {
  if (req.url === '/api/health') return res.end('{"status":"ok"}');
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin', 'x-frame-options': 'DENY',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" });
  res.end(body);
}).listen(Number(process.env.API_PORT), '127.0.0.1');
`;

async function bare() {
  log('bare node:http: starting...');
  const port = await startService(baseEnv, ['-e', BARE_SERVER]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  cleanups.push(async () => agent.destroy());
  const tokens = Array.from({ length: 100 }, (_, i) => emulatorToken(`bench-${i}`, `bench-${i}@example.com`));
  log(`bare node:http: warming up for ${WARMUP_SECONDS} s, then measuring for ${SECONDS} s...`);
  await load(agent, port, tokens, WARMUP_SECONDS);
  const measured = await load(agent, port, tokens, SECONDS);
  await cleanup();
  cleaning = null;
  return summarise('bare node:http', measured);
}

function summarise(name, { latencies, errors, elapsed }, extra = {}) {
  // requests/s counts every answer; the errors column says how many of them were not 200.
  for (const [what, count] of errors) log(`${name}: ${count} x ${what}`);
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    errors: errorCount,
    ...extra,
  };
}

/**
 * One run: `instances` data services on `env`'s database, read directly (one instance) or through the balancer of
 * `npm run start:scaled` in a process of its own (`balanced`), as the scaled stack runs them.
 */
async function bench(name, env, { instances = 1, balanced = false } = {}) {
  const profiled = PROFILE && instances === 1 && !balanced;
  log(
    `${name}: starting ${instances === 1 ? 'the data service' : `${instances} data services`}${profiled ? ' under --cpu-prof' : ''}${balanced ? ' and the balancer' : ''}...`,
  );
  // The emulator host only makes the service accept unsigned tokens; it never connects to it.
  const emulator = { FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
  const profileDir = profiled ? mkdtempSync(join(tmpdir(), 'sla-bench-prof-')) : null;
  if (profileDir) process.once('exit', () => rmSync(profileDir, { recursive: true, force: true }));
  const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval=200'] : []), SERVICE];
  // The first instance seeds the demo data before the others start, as start:scaled does.
  const ports = [];
  for (let i = 0; i < instances; i++)
    ports.push(await startService({ ...env, ...emulator, SEED_DEMO: i === 0 ? '1' : '0' }, args));
  const port = balanced
    ? await startService({ ...baseEnv, BALANCER_ORIGINS: ports.map((p) => `http://127.0.0.1:${p}`).join(',') }, [BALANCER])
    : ports[0];
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  cleanups.push(async () => agent.destroy());

  log(`${name}: creating ${USERS.toLocaleString('en-US')} profiles through POST /api/users/me...`);
  const tokens = Array.from({ length: USERS }, (_, i) => emulatorToken(`bench-${i}`, `bench-${i}@example.com`));
  let next = 0;
  await workers(16, async () => {
    while (next < tokens.length && !interrupted) {
      const i = next++;
      const { status, body } = await call(agent, port, 'POST', '/api/users/me', tokens[i], { displayName: `Bench User ${i}` });
      if (status !== 201) {
        next = tokens.length; // stop the other workers too
        throw new Error(`Creating profile bench-${i} answered ${status}: ${body}`);
      }
    }
  });

  log(`${name}: warming up for ${WARMUP_SECONDS} s, then measuring for ${SECONDS} s...`);
  await load(agent, port, tokens, WARMUP_SECONDS);
  // The profiler's clock is the monotonic one process.hrtime reads, in any process: the window is the measured seconds.
  const from = process.hrtime.bigint() / 1000n;
  const measured = await load(agent, port, tokens, SECONDS);
  const to = process.hrtime.bigint() / 1000n;
  // Stop this service before the next one starts, so they never compete for the CPU. A clean exit (SIGTERM) is also
  // when --cpu-prof writes the profile.
  await cleanup();
  cleaning = null;
  if (!profileDir) return summarise(name, measured);
  const file = readdirSync(profileDir).find((entry) => entry.endsWith('.cpuprofile'));
  const breakdown = file
    ? profileBreakdown(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), { from: Number(from), to: Number(to) })
    : null;
  if (!file) log(`${name}: the service wrote no CPU profile`);
  return summarise(name, measured, { breakdown });
}

/** A throwaway database on the PostgreSQL server, or the reason it cannot be had. */
async function throwawayDatabase() {
  const shown = PG_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  const name = `sla_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    return { skipped: `PostgreSQL run skipped: cannot create a database at ${shown} (${error.message || error.code}).` };
  } finally {
    await admin.end().catch(() => {});
  }
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5000 });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => dropper.end());
  });
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}

// An inherited DATABASE_URL would turn the PGlite run into a PostgreSQL one. The service runs on the demo project
// (development), as npm start does.
const baseEnv = { ...process.env, NODE_ENV: 'development' };
delete baseEnv.DATABASE_URL;
const results = [];
const notes = [];
let failed = false;
try {
  // The bare server is measured right after each backend (its service stopped), so a machine busy with other work
  // weighs on both alike.
  const ceiling = async (before) => {
    if (runs('bare')) results.push({ ...(await bare()), name: `bare (for ${before})`, before });
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'sla-bench-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  process.once('exit', removeDataDir);
  cleanups.push(async () => removeDataDir());
  if (runs('PGlite')) {
    results.push(await bench('PGlite', { ...baseEnv, DATA_DIR: join(dataDir, 'pglite') }));
    await ceiling('PGlite');
  }

  if (runs('PostgreSQL')) {
    const postgres = await throwawayDatabase();
    if (postgres.skipped) notes.push(postgres.skipped);
    else {
      results.push(await bench('PostgreSQL', { ...baseEnv, DATABASE_URL: postgres.url }));
      await ceiling('PostgreSQL');
    }
  }

  // The scaled stack (start:scaled): the balancer's own cost with one instance, then two instances behind it. Each on
  // a database of its own, so every run creates the same profiles.
  if (runs('scaled')) {
    for (const instances of [1, 2]) {
      const postgres = await throwawayDatabase();
      if (postgres.skipped) {
        notes.push(postgres.skipped.replace('PostgreSQL run', 'Scaled run'));
        break;
      }
      const name = `PG ${instances} inst. balanced`;
      results.push({
        ...(await bench(name, { ...baseEnv, DATABASE_URL: postgres.url }, { instances, balanced: true })),
        instances,
      });
    }
  }
} catch (error) {
  failed = true;
  if (!interrupted) log(`\nbench:api failed: ${error.message}`);
} finally {
  await cleanup();
}

if (results.length) {
  const num = (value) => value.toFixed(1).padStart(9);
  const bareFor = (r) => results.find((other) => other.before === r.name);
  console.log(
    `\nData service: GET /api/users/me (signed-in profile read), ${CONCURRENCY} concurrent, ${SECONDS} s, ` +
      `${USERS.toLocaleString('en-US')} users`,
  );
  console.log('backend                 requests/s   p50 ms   p95 ms   p99 ms   errors   of bare');
  for (const r of results) {
    const share = bareFor(r) ? `${((100 * r.rps) / bareFor(r).rps).toFixed(0)} %` : '';
    console.log(
      `${r.name.padEnd(22)}${num(r.rps).padStart(12)}${num(r.p50)}${num(r.p95)}${num(r.p99)}${String(r.errors).padStart(9)}${share.padStart(10)}`,
    );
  }
  const single = results.find((r) => r.name === 'PostgreSQL');
  for (const r of results.filter((result) => result.instances && single)) {
    console.log(
      `${r.name}: ${((100 * r.rps) / single.rps).toFixed(0)} % of one instance's requests/s without the balancer, ` +
        `p95 ${r.p95.toFixed(1)} ms against ${single.p95.toFixed(1)} ms`,
    );
  }
  for (const r of results) if (r.breakdown) console.log(`\n${r.name}: ${formatBreakdown(r.breakdown, r.requests)}`);
}
for (const note of notes) console.log(note);
process.exit(failed || results.some((r) => r.errors > 0) ? 1 : 0);
