// `npm run bench:bundle`: what a first-time visitor's browser downloads for a cold load of /.
// Serves the production builds (dist/) as in production (brotli), loads / in Chromium with an empty
// cache, and prints every JavaScript file with its compressed (transferred) size, grouped by owner.
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, listen } from '../serve/site-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const path = process.argv[2] || '/';
const budgetKb = Number(process.env.JS_BUDGET_KB || 150);

const server = createSiteServer({ deployRoot: join(root, 'dist'), env: { NODE_ENV: 'development' } });
const port = await listen(server, 0);
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_FLAGS],
});

try {
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).waitFor();

  const rows = [];
  for (const response of responses) {
    const url = new URL(response.url());
    const sizes = await response.request().sizes();
    const type = response.request().resourceType();
    const owner = url.pathname.startsWith('/mfe/') ? url.pathname.split('/')[2] : 'shell';
    const file = url.pathname.split('/').pop() || url.pathname;
    const body = await response.body().catch(() => Buffer.alloc(0));
    // Federation runtime: the container entry, host init and the runtime-core code (found by its messages).
    const isFederation =
      /hostInit|remoteEntry|localSharedImportMap|pendingShares|mf-entry|rolldown-runtime/i.test(file) ||
      body.includes('Federation Runtime');
    // Shared singletons (react, react-dom, the router, workspace libs) arrive in loadShare/prebuild chunks.
    const shared = /loadShare__(.+?)__loadShare|prebuild__(.+?)__prebuild/.exec(file);
    const label = isFederation
      ? '[federation] '
      : shared
        ? `[shared ${(shared[1] ?? shared[2])
            .replace(/_mf_0_/g, '@')
            .replace(/_mf_1_/g, '/')
            .replace(/_mf_2_/g, '-')}] `
        : '';
    rows.push({
      owner,
      file: label + file.replace(/_virtual_mf.*?__(loadShare|prebuild)__/, ''),
      type,
      bytes: sizes.responseBodySize,
      raw: body.length,
      isFederation,
    });
  }

  const js = rows.filter((row) => row.type === 'script');
  const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
  console.log(`Cold load of ${path}: JavaScript files (compressed as transferred / uncompressed)\n`);
  for (const owner of [...new Set(js.map((row) => row.owner))]) {
    const group = js.filter((row) => row.owner === owner).sort((a, b) => b.bytes - a.bytes);
    console.log(`${owner}`);
    for (const row of group) console.log(`  ${kb(row.bytes)} KB  ${kb(row.raw)} KB  ${row.file}`);
    console.log(`  ${kb(group.reduce((sum, row) => sum + row.bytes, 0))} KB  total ${owner} (${group.length} files)\n`);
  }
  const total = js.reduce((sum, row) => sum + row.bytes, 0);
  const federation = js.filter((row) => row.isFederation).reduce((sum, row) => sum + row.bytes, 0);
  const everything = rows.reduce((sum, row) => sum + row.bytes, 0);
  console.log(
    `JavaScript: ${kb(total)} KB compressed in ${js.length} files (federation runtime and glue: ${kb(federation).trim()} KB)`,
  );
  console.log(`Everything: ${kb(everything)} KB compressed in ${rows.length} responses`);
  console.log(`Budget for public pages: ${budgetKb} KB of JavaScript -> ${total / 1024 <= budgetKb ? 'within' : 'OVER'} budget`);
} finally {
  await browser.close();
  server.close();
}
