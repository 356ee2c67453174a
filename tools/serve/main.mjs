// The site server on its own, as a deployment runs it: `node tools/serve/main.mjs` beside the builds in dist/ (or
// DEPLOY_ROOT), with NODE_ENV=production, SITE_URL, FIREBASE_PROJECT_ID and FIREBASE_AUTH_EMULATOR_URL=none, and
// API_URL naming the data service. A setting it cannot serve with stops it in one sentence, before it listens.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, listen, SiteConfigError, warnAboutDefaults } from './site-server.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;

try {
  const server = createSiteServer({ deployRoot: resolve(env.DEPLOY_ROOT || resolve(root, 'dist')), env });
  warnAboutDefaults(env);
  const port = await listen(server, Number(env.PORT || 4200), env.HOST || '127.0.0.1');
  console.log(`Site on http://${env.HOST || '127.0.0.1'}:${port}`);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (!(error instanceof SiteConfigError) && !/already in use/.test(error?.message ?? '')) throw error;
  console.error(`The site server cannot start: ${error.message}`);
  process.exit(1);
}
