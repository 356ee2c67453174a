#!/usr/bin/env node
// The site server as a process of its own (`node tools/serve/main.mjs`), as a deployment runs one or several behind
// a load balancer: PORT, HOST, DEPLOY_ROOT and API_URL, the rest as .env.example says. On SIGTERM or SIGINT it drains:
// /__health answers 503 for SHUTDOWN_DRAIN_MS (so the balancer stops sending visitors), then it stops accepting
// connections, lets open requests finish (at most SHUTDOWN_TIMEOUT_MS) and exits.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, listen } from './site-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const env = process.env;
const server = createSiteServer({ deployRoot: resolve(root, env.DEPLOY_ROOT || join('dist')), env });
const port = await listen(server, Number(env.PORT || 4200), env.HOST || '127.0.0.1').catch((error) => {
  console.error(error.message);
  process.exit(1);
});
console.log(`Site server ready at http://${env.HOST || '127.0.0.1'}:${port}`);

const drainMs = Number(env.SHUTDOWN_DRAIN_MS || 0);
const timeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS || 10_000);
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    server.draining = true;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, drainMs));
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, timeoutMs).unref();
  });
}
