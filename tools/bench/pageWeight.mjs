// What a page's first load costs the browser in JavaScript: every script response with its compressed size as
// transferred, under a name that stays the same from one build to the next (no content hash). Used by the byte budgets
// (e2e/tests/budgets.spec.ts) and by `node tools/bench/bundle.mjs <path>`.

/** Who ships a file: the portal under /mfe/<portal>/, the shell otherwise. */
export function ownerOf(pathname) {
  return pathname.startsWith('/mfe/') ? pathname.split('/')[2] : 'shell';
}

/** `owner/file` without the build's content hash ("shell/loadShare-eager.js"): the key the baseline is kept by. */
export function stableName(url) {
  const { pathname } = new URL(url);
  const file = pathname.split('/').pop() || pathname;
  // The federation plugin also numbers some virtual modules by a build-specific id ("__mf_owner__224815364485327__").
  return `${ownerOf(pathname)}/${file.replace(/-[\w-]{8}(?=\.m?js$)/, '').replace(/__\d{6,}__/g, '__')}`;
}

/** The federation's own runtime and glue: the container entries, host init, share maps and the runtime core. */
export function isFederationFile(name, body = '') {
  return (
    /hostInit|remoteEntry|localSharedImportMap|pendingShares|mf-entry|rolldown-runtime|federation-runtime/i.test(name) ||
    body.includes('Federation Runtime')
  );
}

/**
 * Starts recording the scripts `page` loads. `settled()` waits until none has arrived for `quietMs` (a signed-in page
 * keeps a live stream open, so the network is never idle); `files()` lists them, largest first.
 */
export function recordScripts(page) {
  const responses = [];
  let lastAt = Date.now();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(response);
    lastAt = Date.now();
  });
  return {
    /** `atLeastOne`: wait for a first script too (a page that has not started its app yet). */
    async settled({ quietMs = 1500, timeoutMs = 30_000, atLeastOne = true } = {}) {
      // A server-rendered page starts its scripts only after its first paint (page.mjs, startAfterFirstPaint): the
      // quiet is counted from now and from the first script, not from the page's start.
      const deadline = Date.now() + timeoutMs;
      const from = Date.now();
      const quiet = () => (responses.length > 0 || !atLeastOne) && Date.now() - Math.max(lastAt, from) >= quietMs;
      while (!quiet() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    },
    async files() {
      const files = [];
      for (const response of responses) {
        const { responseBodySize } = await response.request().sizes();
        const body = await response.body().catch(() => Buffer.alloc(0));
        const name = stableName(response.url());
        files.push({ name, bytes: responseBodySize, raw: body.length, federation: isFederationFile(name, body) });
      }
      return files.sort((a, b) => b.bytes - a.bytes);
    },
  };
}

/** Sums files of the same stable name (two chunks may share one, e.g. "index.js"), keyed by name. */
export function bytesByName(files) {
  const byName = {};
  for (const { name, bytes } of files) byName[name] = (byName[name] ?? 0) + bytes;
  return byName;
}

/**
 * Which files made `now` bigger than `before` (both by stable name, in bytes), biggest growth first: grown, new ones
 * (from 0), and the total. The budget failure message is built from this.
 */
export function growth(before, now) {
  const changes = [];
  for (const [name, bytes] of Object.entries(now)) {
    const was = before[name] ?? 0;
    if (bytes > was) changes.push({ name, was, now: bytes, by: bytes - was, isNew: !(name in before) });
  }
  for (const [name, was] of Object.entries(before))
    if (!(name in now)) changes.push({ name, was, now: 0, by: -was, isNew: false });
  return changes.sort((a, b) => b.by - a.by);
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
