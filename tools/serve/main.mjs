// The site server on its own, as a deployment runs it: `node tools/serve/main.mjs` beside the builds in dist/ (or
// DEPLOY_ROOT), with NODE_ENV=production, SITE_URL, FIREBASE_PROJECT_ID and FIREBASE_AUTH_EMULATOR_URL=none, and
// API_URL naming the data service. A setting it cannot serve with stops it in one sentence, before it listens.
// On SIGTERM or SIGINT it drains (docs/deployment.md): /__health answers 503 for SHUTDOWN_DRAIN_MS, so a load balancer
// stops sending visitors, then it stops accepting connections, lets open requests finish (at most SHUTDOWN_TIMEOUT_MS)
// and exits.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, listen, SiteConfigError, warnAboutDefaults } from './site-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;

/** Stops `server` gracefully: draining first, then closing, forcing the last connections after the timeout. */
function stopGracefully(server) {
  let stopping = false;
  return async () => {
    if (stopping) return;
    stopping = true;
    server.draining = true;
    await new Promise((done) => setTimeout(done, Number(env.SHUTDOWN_DRAIN_MS || 0)));
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(
      () => {
        server.closeAllConnections();
        process.exit(0);
      },
      Number(env.SHUTDOWN_TIMEOUT_MS || 10_000),
    ).unref();
  };
}

try {
  const server = createSiteServer({ deployRoot: resolve(env.DEPLOY_ROOT || resolve(root, 'dist')), env });
  warnAboutDefaults(env);
  const port = await listen(server, Number(env.PORT || 4200), env.HOST || '127.0.0.1');
  console.log(`Site on http://${env.HOST || '127.0.0.1'}:${port}`);
  const stop = stopGracefully(server);
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (!(error instanceof SiteConfigError) && !/already in use/.test(error?.message ?? '')) throw error;
  console.error(`The site server cannot start: ${error.message}`);
  process.exit(1);
}
