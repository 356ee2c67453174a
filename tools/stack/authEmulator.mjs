// The Firebase Auth emulator from firebase-tools: offline, no Java needed for Auth.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startProcess, waitUntilReady } from './processes.mjs';

/**
 * Starts the emulator on `port` for `projectId`. With `saveDir`, accounts are imported from it at
 * start and exported to it on a clean stop, so people who signed up are still there next time.
 */
export async function startAuthEmulator({
  root,
  port,
  hubPort,
  loggingPort,
  projectId,
  saveDir = null,
  quiet = false,
  onStart = () => {},
}) {
  const configDir = await mkdtemp(join(tmpdir(), 'sla-firebase-'));
  const config = join(configDir, 'firebase.json');
  await writeFile(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  if (saveDir) {
    await mkdir(saveDir, { recursive: true });
    if (existsSync(join(saveDir, 'firebase-export-metadata.json'))) args.push('--import', saveDir);
    args.push('--export-on-exit', saveDir);
  }
  const proc = startProcess('auth', join(root, 'node_modules', '.bin', 'firebase'), args, {
    cwd: configDir,
    quiet,
    // No network here: skip the CLI's update and message-of-the-day checks.
    env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', NO_UPDATE_NOTIFIER: '1', CI: process.env.CI ?? '' },
  });
  // Handed over before it is ready, so Ctrl-C during start-up stops it too.
  onStart(proc);
  await waitUntilReady(proc, `http://127.0.0.1:${port}/`, 90_000);
  return proc;
}

/**
 * Creates the demo sign-in accounts with the admin REST API the emulator accepts ("Bearer owner"),
 * with fixed ids matching their profiles. Accounts that exist are left alone.
 */
export async function seedAuthAccounts({ port, projectId, accounts }) {
  const base = `http://127.0.0.1:${port}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`;
  let created = 0;
  for (const account of accounts) {
    const response = await fetch(base, {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({
        localId: account.uid,
        email: account.email,
        password: account.password,
        displayName: account.displayName,
        emailVerified: true,
      }),
    });
    if (response.ok) created++;
    else {
      const text = await response.text();
      if (!/DUPLICATE_LOCAL_ID|EMAIL_EXISTS/.test(text))
        throw new Error(`Could not create the demo account ${account.email}: ${text}`);
    }
  }
  return created;
}
