// The settings a development stack gives its data services and site servers: one place for `npm start` (start.mjs)
// and `npm run start:scaled` (scaledStack.mjs), so the two cannot drift apart.

/** A data service's environment: the demo project, the emulator, and the release store the site serves. */
export function serviceEnvironment({ apiPort, deployRoot, projectId, authPort, seedDemo }) {
  return {
    // The stack is development by design (the emulator, the demo accounts): it says so, as production never does.
    NODE_ENV: 'development',
    API_PORT: String(apiPort),
    // The release store it changes is the one the site serves (decision 0031).
    DEPLOY_ROOT: deployRoot,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
    SEED_DEMO: seedDemo ? '1' : '0',
  };
}

/** A site server's environment: where the data service is, and the emulator the browser signs in with. */
export function siteEnvironment({ apiUrl, projectId, authPort }) {
  return {
    NODE_ENV: 'development',
    API_URL: apiUrl,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${authPort}`,
  };
}
