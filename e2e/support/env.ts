import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT || 4310);
/** The stack the end-to-end run starts beside the site: data service and Auth emulator. */
export const E2E_API_PORT = E2E_PORT + 1;
export const E2E_AUTH_PORT = E2E_PORT + 2;
export const E2E_PROJECT_ID = 'demo-sla';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SITE_NAME = 'Scientist-Leaders Africa';
export const ORG_DOMAIN = 'scientistleaders.africa';

/**
 * A fresh folder under the workspace's tmp/ (inside the workspace so packages resolve from copies
 * placed there). tmp/ is git-ignored, so a clean clone lacks it: create it first.
 */
export async function workspaceTemp(prefix: string): Promise<string> {
  const parent = join(REPO_ROOT, 'tmp');
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, prefix));
}
