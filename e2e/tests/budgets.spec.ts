// Byte budgets (issue 30): the compressed JavaScript of each public page's and each portal home's first load, on a
// cold cache, against the budgets in e2e/budgets.json. Bytes of a build are stable, so this is a check, not a timed
// test. Over budget, the failure names the files that grew since e2e/budgets-baseline.json and by how much.
// `npm run bench:bundle` runs this file and prints every page's files (BUNDLE_DETAIL=1); `npm run budgets:record` writes
// the baseline again (after a change that is worth its bytes, with the budget raised in the same commit).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import type { Role } from '@sla/permissions';
import { bytesByName, growth, kb, recordScripts } from '../../tools/bench/pageWeight.mjs';
import { DEMO, expectSignedIn, restoreSession } from '../support/accounts.js';
import { E2E_API_PORT, E2E_AUTH_PORT, E2E_PROJECT_ID, REPO_ROOT } from '../support/env.js';
import { startSite } from '../support/servers.js';
import { settleScreen, waitForLiveApp } from '../support/site.js';

interface Budget {
  kb: number;
  files: number;
}
interface Budgets {
  pages: Record<string, Budget>;
  portalHomes: Record<string, Budget & { role: Role; path: string }>;
}
const BUDGETS_FILE = join(REPO_ROOT, 'e2e', 'budgets.json');
const BASELINE_FILE = join(REPO_ROOT, 'e2e', 'budgets-baseline.json');
const budgets = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8')) as Budgets;
const baseline = JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, Record<string, number>>;
const RECORD = process.env.BUDGETS_RECORD === '1';
const DETAIL = process.env.BUDGET_DETAIL === '1' || RECORD;
const recorded: Record<string, Record<string, number>> = {};

// One worker, in order: the baseline is written once, at the end, from every page.
test.describe.configure({ mode: 'default' });

// A site server of its own on the production builds as built: the release tests running alongside change which
// release of a portal the run's main site serves.
let site: Awaited<ReturnType<typeof startSite>>;
test.beforeAll(async () => {
  site = await startSite(join(REPO_ROOT, 'dist'), 0, {
    API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
    FIREBASE_PROJECT_ID: E2E_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${E2E_AUTH_PORT}`,
  });
});
test.afterAll(async () => {
  await site?.close();
  if (RECORD) writeFileSync(BASELINE_FILE, `${JSON.stringify({ ...baseline, ...recorded }, null, 2)}\n`);
});

type Files = Awaited<ReturnType<ReturnType<typeof recordScripts>['files']>>;

/** Checks one first load against its budget; says what grew when it is over. */
function judge(key: string, budget: Budget, files: Files) {
  const now = bytesByName(files);
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const federation = files.filter((file) => file.federation).reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `${key}: ${kb(total)} KB of JavaScript in ${files.length} files (federation ${kb(federation)} KB); ` +
      `budget ${budget.kb} KB in ${budget.files} files`,
  );
  if (DETAIL) for (const file of files) console.log(`  ${kb(file.bytes).padStart(7)} KB  ${file.name}`);
  if (RECORD) {
    recorded[key] = now;
    return;
  }
  const grew = growth(baseline[key] ?? {}, now)
    .filter((change) => change.by > 0)
    .slice(0, 8)
    .map((change) =>
      change.isNew
        ? `  ${change.name}: new, ${kb(change.now)} KB`
        : `  ${change.name}: ${kb(change.was)} → ${kb(change.now)} KB (+${kb(change.by)} KB)`,
    );
  const why =
    `What grew since e2e/budgets-baseline.json:\n${grew.join('\n') || '  (nothing: the budget was lowered)'}\n` +
    'If it is worth its bytes, raise the budget in e2e/budgets.json and record the baseline (npm run budgets:record).';
  expect(total / 1024, `${key}: ${kb(total)} KB of JavaScript is over its budget of ${budget.kb} KB. ${why}`).toBeLessThanOrEqual(
    budget.kb,
  );
  expect(
    files.length,
    `${key}: ${files.length} JavaScript files is over its budget of ${budget.files}. ${why}`,
  ).toBeLessThanOrEqual(budget.files);
}

/** A cold first load of `path` in a fresh browser context: every script it loads until none arrives for a while. */
async function firstLoad(browser: Browser, path: string, role?: Role) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    // Signed in, with nothing cached (a fresh context): the home is measured as a returning visitor's first page after a
    // deploy. The session is put in place without the Sign In screen, whose own load would only be thrown away.
    if (role) await restoreSession(page, DEMO[role], site.origin);
    const scripts = recordScripts(page);
    await page.goto(`${site.origin}${path}`);
    // The page's app has started (a public page's scripts start after its first paint) and its screen has loaded.
    if (role) {
      await settleScreen(page, 20_000);
      // The home itself, signed in (not the Sign In page the guard would send a visitor whose session was not taken).
      await expect(page).toHaveURL(`${site.origin}${path}`);
      await expectSignedIn(page);
    } else await waitForLiveApp(page);
    await scripts.settled();
    return await scripts.files();
  } finally {
    await context.close();
  }
}

for (const [path, budget] of Object.entries(budgets.pages)) {
  test(`${path}: the first load stays within its JavaScript budget`, async ({ browser }) => {
    judge(path, budget, await firstLoad(browser, path));
  });
}

for (const [name, budget] of Object.entries(budgets.portalHomes)) {
  test(`${name} home (${budget.path}): the first load stays within its JavaScript budget`, async ({ browser }) => {
    test.setTimeout(90_000);
    judge(`${name} home`, budget, await firstLoad(browser, budget.path, budget.role));
  });
}
