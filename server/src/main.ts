// The data service: `node dist/server/main.js` (built) or `npx nx serve server` (from source).
import { loadConfig } from './config.js';
import { DataDirInUseError } from './db/lock.js';
import { createService } from './service.js';

let config;
try {
  config = loadConfig();
} catch (error) {
  // Every error of loadConfig is one sentence naming the variable to set: no stack trace.
  console.error(`The data service cannot start: ${(error as Error).message}`);
  process.exit(1);
}
// Unexpected errors (500s) and outages (503s) are logged as JSON lines on stdout; LOG_LEVEL=info adds every request.
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const logLevel = process.env.LOG_LEVEL || 'warn';
if (!LOG_LEVELS.includes(logLevel)) console.warn(`LOG_LEVEL=${logLevel} is not one of ${LOG_LEVELS.join(', ')}: using warn.`);
let service;
try {
  service = await createService(config, { logger: { level: LOG_LEVELS.includes(logLevel) ? logLevel : 'warn' } });
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

try {
  await service.app.listen({ host: config.host, port: config.port });
} catch (error) {
  await service.stop();
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Port ${config.port} is already in use. Stop what is using it or choose another with API_PORT=<number>.`);
    process.exit(1);
  }
  throw error;
}
const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
console.log(`Data service ready at http://${config.host}:${config.port}/api  (${where})`);

// Graceful: /api/ready answers 503 for SHUTDOWN_DRAIN_MS (a load balancer stops sending requests), then the service
// stops accepting, finishes open requests, ends open streams, and closes the database.
const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS || 0);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    service.app.draining = true;
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => service.stop())
      .then(
        () => process.exit(0),
        (error) => {
          console.error('[server] stopping failed', error);
          process.exit(1);
        },
      );
  });
}
