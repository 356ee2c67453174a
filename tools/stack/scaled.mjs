// `npm run start:scaled`: the site as it runs when one machine is not enough, on this machine: a real PostgreSQL
// (DATABASE_URL, or an embedded one from the npm registry in .data/postgres), two data-service instances and two
// site servers behind a small round-robin balancer on the usual port, with the demo data. Ctrl-C stops everything.
// docs/deployment.md says how the same runs behind a real load balancer.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedAuthAccounts, startAuthEmulator } from './authEmulator.mjs';
import { assertPortsFree } from './ports.mjs';
import { startEmbeddedPostgres } from '@sla/scale-out';
import { startScaledStack } from './scaledStack.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const number = (name, fallback) => Number(env[name] || fallback);
const port = number('PORT', 4200);
const apiPorts = [number('API_PORT', 4100), number('API_PORT', 4100) + 1];
const sitePorts = [port + 1, port + 2];
const authPort = number('AUTH_EMULATOR_PORT', 9099);
const pgPort = number('EMBEDDED_PG_PORT', 5433);
const projectId = env.FIREBASE_PROJECT_ID || 'demo-sla';
const running = [];
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  for (const stop of running.reverse()) await stop().catch((error) => console.error(error.message));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  await assertPortsFree([
    { port, what: 'the balancer', variable: 'PORT' },
    ...sitePorts.map((sitePort) => ({ port: sitePort, what: 'a site server', variable: 'PORT' })),
    ...apiPorts.map((apiPort) => ({ port: apiPort, what: 'a data service', variable: 'API_PORT' })),
    { port: authPort, what: 'the Auth emulator', variable: 'AUTH_EMULATOR_PORT' },
    ...(env.DATABASE_URL ? [] : [{ port: pgPort, what: 'the embedded PostgreSQL', variable: 'EMBEDDED_PG_PORT' }]),
  ]);
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    console.log('Starting an embedded PostgreSQL (DATABASE_URL is not set)…');
    const postgres = await startEmbeddedPostgres({ dir: resolve(root, env.EMBEDDED_PG_DIR || '.data/postgres'), port: pgPort });
    running.push(postgres.stop);
    databaseUrl = postgres.url;
  }
  console.log('Starting the Firebase Auth emulator…');
  await startAuthEmulator({
    root,
    port: authPort,
    hubPort: number('AUTH_HUB_PORT', 4401),
    loggingPort: number('AUTH_LOGGING_PORT', 4501),
    projectId,
    saveDir: null,
    quiet: true,
    onStart: (proc) => running.push(() => proc.stop()),
  });
  const accounts = JSON.parse(readFileSync(join(root, 'demo-accounts.json'), 'utf8'));
  await seedAuthAccounts({ port: authPort, projectId, accounts });
  console.log('Starting two data services and two site servers…');
  const stack = await startScaledStack({
    root,
    databaseUrl,
    port,
    apiPorts,
    sitePorts,
    authPort,
    projectId,
    quiet: env.STACK_QUIET === '1',
  });
  running.push(stack.stop);
  console.log(`
  Site              http://localhost:${port}  (balancer: /api to ${apiPorts.join(' and ')}, pages to ${sitePorts.join(' and ')})
  Database          ${env.DATABASE_URL ? 'DATABASE_URL' : `embedded PostgreSQL on ${pgPort}, data in ${env.EMBEDDED_PG_DIR || '.data/postgres'}`}
  Demo accounts     as for npm start (demo-accounts.json)

  Ctrl-C stops everything.
`);
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}
