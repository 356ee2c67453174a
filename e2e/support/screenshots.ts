import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { REPO_ROOT } from './env.js';

const SCREENSHOTS = join(REPO_ROOT, 'e2e', 'output', 'screenshots');

/**
 * Whether the run keeps full-page screenshots for people to look at (decision 0054): yes by default, not in CI (CI=true,
 * as .ci/run sets), which keeps only what the run prints, so they were half a second to a second and a half each of
 * work nobody saw. E2E_SCREENSHOTS=1 or 0 decides either way.
 */
const WANTED = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;

/** A full-page screenshot of the page as it is, e2e/output/screenshots/<name>.png, when the run keeps them. */
export async function screenshotForReview(page: Page, name: string) {
  if (!WANTED) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
