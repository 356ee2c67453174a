// `node tools/bench/bundle.mjs [path]`: what a first-time visitor's browser downloads for a cold load of one public page
// (/ by default). Serves the production builds (dist/) as in production (brotli), loads the page in Chromium with an
// empty cache, and prints every JavaScript file with its compressed (transferred) size, grouped by owner.
// `npm run bench:bundle` prints every public page and portal home against its budget (e2e/tests/budgets.spec.ts).
import { chromium } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSiteServer, listen } from '../serve/site-server.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/chromium.mjs';
import { kb, recordScripts } from './pageWeight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const path = process.argv[2] || '/';

const server = createSiteServer({ deployRoot: join(root, 'dist'), env: { NODE_ENV: 'development' } });
const port = await listen(server, 0);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_FLAGS] });

try {
  const page = await browser.newPage();
  const scripts = recordScripts(page);
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await scripts.settled();
  const files = await scripts.files();

  const column = (bytes) => kb(bytes).padStart(7);
  console.log(`Cold load of ${path}: JavaScript files (compressed as transferred / uncompressed)\n`);
  for (const owner of [...new Set(files.map((file) => file.name.split('/')[0]))]) {
    const group = files.filter((file) => file.name.startsWith(`${owner}/`));
    console.log(owner);
    for (const file of group) {
      const label = file.federation ? '[federation] ' : '';
      console.log(`  ${column(file.bytes)} KB  ${column(file.raw)} KB  ${label}${file.name.slice(owner.length + 1)}`);
    }
    console.log(`  ${column(group.reduce((sum, file) => sum + file.bytes, 0))} KB  total ${owner} (${group.length} files)\n`);
  }
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const federation = files.filter((file) => file.federation).reduce((sum, file) => sum + file.bytes, 0);
  console.log(
    `JavaScript: ${kb(total)} KB compressed in ${files.length} files (federation runtime and glue: ${kb(federation)} KB)`,
  );
} finally {
  await browser.close();
  server.close();
}
