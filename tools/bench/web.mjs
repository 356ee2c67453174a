// `npm run bench:web`: Lighthouse 12 on the production build, mobile settings (simulated slow 4G,
// 4x CPU slowdown: Lighthouse's defaults), against the whole stack with its demo content. Prints per
// page the performance score, LCP, TBT, CLS and the compressed bytes of JavaScript and of everything,
// and checks them against the targets for the public pages.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../test/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_WEB_PORT || 4330);
const origin = `http://127.0.0.1:${PORT}`;
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, homeJsKb: 150 };

function startStack() {
  const child = spawn(process.execPath, [join(root, 'tools', 'stack', 'start.mjs')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(PORT),
      API_PORT: String(PORT + 1),
      AUTH_EMULATOR_PORT: String(PORT + 2),
      AUTH_HUB_PORT: String(PORT + 3),
      AUTH_LOGGING_PORT: String(PORT + 4),
      DATA_DIR: 'tmp/bench-web/pglite',
      RESET_DATA: '1',
      AUTH_SAVE_DIR: 'none',
      STACK_QUIET: '1',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, stop: () => process.kill(-child.pid, 'SIGINT') };
}

async function waitFor(url, stack, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stack.child.exitCode !== null) throw new Error(`the stack stopped:\n${stack.output()}`);
    if (
      await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the stack did not start:\n${stack.output()}`);
}

/**
 * Home and a programme page in English and in French, the newest story (when the content API has one) and a story whose cover is a
 * media-library image (resized WebP variants with srcset: the page's largest paint is that image).
 */
async function pagesToMeasure() {
  const pages = ['/', '/fr/', '/programs/stepup-scholars', '/fr/programs/stepup-scholars'];
  const read = (path) =>
    fetch(`${origin}${path}`).then(
      (r) => (r.ok ? r.json() : null),
      () => null,
    );
  const feed = await read('/api/public/feed');
  const slug = feed?.items?.[0]?.slug;
  pages.push(slug ? `/blog/${slug}` : '/blog');
  const stories = (await read('/api/public/posts?limit=50'))?.items ?? [];
  const withLibraryCover = stories.find((story) => story.coverImage?.url?.startsWith('/api/media/'));
  if (withLibraryCover && withLibraryCover.slug !== slug) pages.push(`/blog/${withLibraryCover.slug}`);
  return process.argv.length > 2 ? process.argv.slice(2) : pages;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * The bytes of response headers among the requests for `urls`, from Lighthouse's DevTools log: Chrome reports a
 * response's size so far (its headers) when they arrive, and the whole transfer when it ends.
 */
function responseHeaderBytes(artifacts, urls) {
  const log = artifacts?.DevtoolsLog ?? artifacts?.devtoolsLogs?.defaultPass;
  if (!Array.isArray(log)) throw new Error('Lighthouse gave no DevTools log: cannot tell headers from JavaScript.');
  let bytes = 0;
  for (const entry of log)
    if (entry.method === 'Network.responseReceived' && urls.has(entry.params.response.url))
      bytes += entry.params.response.encodedDataLength ?? 0;
  return bytes;
}

/** A measured figure to `digits` places, or n/a when Lighthouse gave none. */
const figure = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

const stack = startStack();
let chrome;
let failed = false;
try {
  await waitFor(`${origin}/runtime-config.json`, stack);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows = [];
  for (const path of await pagesToMeasure()) {
    // One warm-up run (server caches, compression), then the measured cold-cache run.
    await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr, artifacts } = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const requests = lhr.audits['network-requests'].details.items;
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    const jsTransfer = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const js = jsTransfer - responseHeaderBytes(artifacts, new Set(scripts.map((r) => r.url)));
    const all = requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push({
      path,
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      js,
      jsTransfer,
      all,
    });
  }
  console.log(`\nLighthouse ${lhrVersion()} mobile (simulated slow 4G, 4x CPU), production build, ${origin}\n`);
  const pathWidth = Math.max(38, ...rows.map((row) => row.path.length));
  console.log(`${'page'.padEnd(pathWidth)} score   LCP s   TBT ms     CLS   JS KB  JS+hdr KB   all KB`);
  for (const row of rows) {
    const misses = [];
    if (row.score < TARGETS.score) misses.push(`score<${TARGETS.score}`);
    if (row.lcp > TARGETS.lcpMs) misses.push(`LCP>${TARGETS.lcpMs / 1000}s`);
    if (row.cls > TARGETS.cls) misses.push(`CLS>${TARGETS.cls}`);
    if ((row.path === '/' || row.path === '/fr/') && row.js / 1024 > TARGETS.homeJsKb) misses.push(`JS>${TARGETS.homeJsKb}KB`);
    // Lighthouse leaves an audit without a figure when it could not measure it (it says why in its own log).
    const unmeasured = ['score', 'lcp', 'tbt', 'cls'].filter((key) => !Number.isFinite(row[key]));
    if (unmeasured.length) misses.push(`not measured: ${unmeasured.join(', ')}`);
    if (misses.length) failed = true;
    console.log(
      `${row.path.padEnd(pathWidth)} ${String(row.score).padStart(5)} ${figure(row.lcp / 1000, 2).padStart(7)} ${figure(row.tbt, 0).padStart(8)} ${figure(row.cls, 3).padStart(7)} ${kb(row.js).padStart(7)} ${kb(row.jsTransfer).padStart(10)} ${kb(row.all).padStart(8)}  ${misses.length ? `MISSES ${misses.join(', ')}` : 'ok'}`,
    );
  }
  console.log(
    `\nTargets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, CLS <= ${TARGETS.cls}, Home JS <= ${TARGETS.homeJsKb} KB.` +
      '\nJS KB: compressed JavaScript as sent (the quality bar; tools/bench/bundle.mjs counts the same). JS+hdr KB:' +
      "\nLighthouse's transfer size, which adds each file's HTTP/1.1 response headers (about 0.3 KB a file here).",
  );
} finally {
  await chrome?.kill();
  stack.stop();
}
process.exit(failed ? 1 : 0);

function lhrVersion() {
  return '12';
}
