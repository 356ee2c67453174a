// `npm start`: the whole site on one machine, nothing to install or start by hand: the Firebase Auth
// emulator, the data service (PGlite by default) with demo data, and the site from production
// builds. Ctrl-C stops all three. Every port and folder can be moved with an environment variable.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTALS } from '@sla/build-tools/portals';
import { createSiteServer, listen, warnAboutDefaults } from '../serve/site-server.mjs';
import { seedAuthAccounts, startAuthEmulator } from './authEmulator.mjs';
import { assertPortsFree } from './ports.mjs';
import { startProcess, waitUntilReady } from './processes.mjs';
import { serviceEnvironment, siteEnvironment } from './stackEnv.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const number = (name, fallback) => Number(env[name] || fallback);
const settings = {
  sitePort: number('PORT', 4200),
  apiPort: number('API_PORT', 4100),
  authPort: number('AUTH_EMULATOR_PORT', 9099),
  hubPort: number('AUTH_HUB_PORT', 4401),
  loggingPort: number('AUTH_LOGGING_PORT', 4501),
  projectId: env.FIREBASE_PROJECT_ID || 'demo-sla',
  dataDir: resolve(root, env.DATA_DIR || '.data/pglite'),
  authSaveDir: env.AUTH_SAVE_DIR === 'none' ? null : resolve(root, env.AUTH_SAVE_DIR || '.data/auth'),
  deployRoot: env.DEPLOY_ROOT || join(root, 'dist'),
  quiet: env.STACK_QUIET === '1',
};

// A run that must start from nothing (the end-to-end tests) throws the old data away first.
if (env.RESET_DATA === '1') {
  rmSync(settings.dataDir, { recursive: true, force: true });
  rmSync(`${settings.dataDir}.lock`, { force: true });
}

// The shell's build is its page; a portal's, its federation container.
const missing = [['shell', 'index.html'], ...PORTALS.map((portal) => [portal.project, 'remoteEntry.js'])]
  .filter(([name, file]) => !existsSync(join(settings.deployRoot, name, file)))
  .map(([name]) => name);
if (!existsSync(join(settings.deployRoot, 'server', 'main.js'))) missing.push('server');
if (missing.length) {
  console.error(`Missing builds in ${settings.deployRoot}: ${missing.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

const running = [];
let site = null;
let stopping = false;

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  if (site) {
    site.closeAllConnections?.();
    await new Promise((done) => site.close(done));
  }
  for (const proc of running.reverse()) await proc.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

try {
  await assertPortsFree([
    { port: settings.sitePort, what: 'the site', variable: 'PORT' },
    { port: settings.apiPort, what: 'the data service', variable: 'API_PORT' },
    { port: settings.authPort, what: 'the Auth emulator', variable: 'AUTH_EMULATOR_PORT' },
    { port: settings.hubPort, what: "the emulator's hub", variable: 'AUTH_HUB_PORT' },
    { port: settings.loggingPort, what: "the emulator's log", variable: 'AUTH_LOGGING_PORT' },
  ]);

  console.log('Starting the Firebase Auth emulator…');
  await startAuthEmulator({
    root,
    port: settings.authPort,
    hubPort: settings.hubPort,
    loggingPort: settings.loggingPort,
    projectId: settings.projectId,
    saveDir: settings.authSaveDir,
    quiet: settings.quiet,
    onStart: (proc) => running.push(proc),
  });
  const accounts = JSON.parse(readFileSync(join(root, 'demo-accounts.json'), 'utf8'));
  await seedAuthAccounts({ port: settings.authPort, projectId: settings.projectId, accounts });

  console.log('Starting the data service…');
  const api = startProcess('data', process.execPath, [join(settings.deployRoot, 'server', 'main.js')], {
    quiet: settings.quiet,
    env: {
      ...serviceEnvironment({
        apiPort: settings.apiPort,
        deployRoot: settings.deployRoot,
        projectId: settings.projectId,
        authPort: settings.authPort,
        seedDemo: (env.SEED_DEMO ?? '1') === '1',
      }),
      DATA_DIR: settings.dataDir,
    },
  });
  running.push(api);
  await waitUntilReady(api, `http://127.0.0.1:${settings.apiPort}/api/health`, 60_000);

  const siteEnv = {
    ...env,
    ...siteEnvironment({
      apiUrl: `http://127.0.0.1:${settings.apiPort}`,
      projectId: settings.projectId,
      authPort: settings.authPort,
    }),
  };
  warnAboutDefaults(siteEnv);
  site = createSiteServer({ deployRoot: settings.deployRoot, env: siteEnv });
  const sitePort = await listen(site, settings.sitePort, env.HOST || '127.0.0.1');

  const demo = accounts
    .map((account) => `    ${account.role.padEnd(15)} ${account.email.padEnd(40)} ${account.password}`)
    .join('\n');
  console.log(`
  Site            http://localhost:${sitePort}
  Data service    http://127.0.0.1:${settings.apiPort}/api  (${env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${settings.dataDir}`})
  Auth emulator   http://127.0.0.1:${settings.authPort}  (project ${settings.projectId})

  Demo accounts (also in demo-accounts.json):
${demo}

  Ctrl-C stops everything.
`);
  for (const proc of running) {
    void proc.exited.then(({ code, signal }) => {
      if (stopping) return;
      console.error(`${proc.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.`);
      void stopAll(1);
    });
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll(1);
}
