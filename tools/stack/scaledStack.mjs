// Several data-service instances and site servers on one PostgreSQL behind a round-robin balancer: what
// `npm run start:scaled` runs, and what the fault test kills and restarts. The Auth emulator is started by the caller.
import { join } from 'node:path';
import { listen } from '../serve/site-server.mjs';
import { createBalancer } from '@sla/scale-out';
import { startProcess, waitUntilReady } from './processes.mjs';
import { serviceEnvironment, siteEnvironment } from './stackEnv.mjs';

/**
 * Starts `instances` data services (ports apiPorts) and as many site servers (sitePorts) on `databaseUrl`, and the
 * balancer on `port`. The first service seeds the demo data (when `seedDemo`) before the others start, so they never
 * seed at once. `env` is laid over each process's environment.
 */
export async function startScaledStack({
  root,
  deployRoot = join(root, 'dist'),
  databaseUrl,
  port,
  apiPorts,
  sitePorts,
  authPort,
  projectId = 'demo-sla',
  seedDemo = true,
  env = {},
  quiet = false,
  log = console.log,
}) {
  const services = apiPorts.map(() => null);
  const sites = sitePorts.map(() => null);
  const origin = (listenPort) => `http://127.0.0.1:${listenPort}`;

  const serviceEnv = (index, restart) => ({
    ...env,
    ...serviceEnvironment({
      apiPort: apiPorts[index],
      deployRoot,
      projectId,
      authPort,
      seedDemo: seedDemo && index === 0 && !restart,
    }),
    DATABASE_URL: databaseUrl,
    // A stopping instance tells the balancer first, then finishes what it has.
    SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '1500',
  });

  /** Starts (or starts again) data-service instance `index`, and waits until it is ready. */
  async function startService(index) {
    const restart = services[index] !== null;
    const proc = startProcess(`data-${index + 1}`, process.execPath, [join(deployRoot, 'server', 'main.js')], {
      cwd: root,
      quiet,
      env: serviceEnv(index, restart),
    });
    services[index] = proc;
    await waitUntilReady(proc, `${origin(apiPorts[index])}/api/ready`, 90_000);
    return proc;
  }

  async function startSite(index) {
    const proc = startProcess(`site-${index + 1}`, process.execPath, [join(root, 'tools', 'serve', 'main.mjs')], {
      cwd: root,
      quiet,
      env: {
        ...env,
        // Server-side calls go through the balancer too, so they survive an instance's death like the browser's.
        ...siteEnvironment({ apiUrl: origin(port), projectId, authPort }),
        PORT: String(sitePorts[index]),
        DEPLOY_ROOT: deployRoot,
        // The balancer is the one proxy in front: its X-Forwarded-For is believed (rate limits count visitors).
        SITE_TRUST_PROXY: 'loopback',
        SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '1500',
      },
    });
    sites[index] = proc;
    await waitUntilReady(proc, `${origin(sitePorts[index])}/__health`, 60_000);
    return proc;
  }

  const balancer = createBalancer({
    api: { origins: apiPorts.map(origin), ready: '/api/ready' },
    site: { origins: sitePorts.map(origin), ready: '/__health' },
    checkEveryMs: 500,
    log: quiet ? () => {} : log,
  });
  const stopAll = async () => {
    balancer.server.closeAllConnections?.();
    await new Promise((done) => balancer.server.close(done));
    for (const proc of [...sites, ...services].reverse()) await proc?.stop();
  };
  try {
    await startService(0);
    await Promise.all(apiPorts.slice(1).map((_, index) => startService(index + 1)));
    await listen(balancer.server, port, env.HOST || '127.0.0.1');
    await Promise.all(sitePorts.map((_, index) => startSite(index)));
  } catch (error) {
    await stopAll();
    throw error;
  }

  return {
    origin: origin(port),
    services,
    sites,
    balancer,
    startService,
    stop: stopAll,
  };
}
