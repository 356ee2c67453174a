import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../../tools/test/chromium.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const E2E_PORT = Number(process.env.E2E_PORT || 4310);
/** The stack the end-to-end run starts beside the site: data service and Auth emulator. */
export const E2E_API_PORT = E2E_PORT + 1;
export const E2E_AUTH_PORT = E2E_PORT + 2;
/** The Paystack stand-in (server/src/testing/paystack-standin) the run's data service pays through, and the key both share. */
export const E2E_PAYSTACK_PORT = E2E_PORT + 7;
export const E2E_PAYSTACK_SECRET = 'sk_test_e2e_paystack_standin';
/** The Stripe stand-in (server/src/testing/stripe-standin) the run's data service takes cards through, its API key and its webhooks' secret. */
export const E2E_STRIPE_PORT = E2E_PORT + 8;
export const E2E_STRIPE_SECRET = 'sk_test_e2e_stripe_standin';
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stripe_standin';
export const E2E_PROJECT_ID = 'demo-sla';
export { CHROMIUM_PATH } from '../../tools/test/chromium.mjs';
export const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];
export const SITE_NAME = 'Scientist-Leaders Africa';
export const ORG_DOMAIN = 'scientistleaders.africa';
/** The student portal team's release key on the run's data service (release-keys.spec.ts releases through it). */
export const E2E_STUDENT_RELEASE_KEY = 'e2e-student-team-release-key-0123456789';
/** The run's release store (under tmp/, git-ignored), so the release tests never change the shared dist/. */
export const E2E_RELEASE_STORE = `tmp/e2e-${E2E_PORT}/releases`;

/**
 * A fresh folder under the workspace's tmp/ (inside the workspace so packages resolve from copies
 * placed there). tmp/ is git-ignored, so a clean clone lacks it: create it first.
 */
export async function workspaceTemp(prefix: string): Promise<string> {
  const parent = join(REPO_ROOT, 'tmp');
  await mkdir(parent, { recursive: true });
  return mkdtemp(join(parent, prefix));
}
