// The HTML of every page: the shell's index.html with, in its head, what the browser would otherwise
// discover one round trip at a time on a slow connection: the runtime config itself, the shell's
// bootstrap chunk, and on public pages the public portal's container and first chunks. A page
// rendered on the server loads those only once it has been drawn (see startAfterFirstPaint).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PORTALS, SHELL_PATHS } from '@sla/build-tools/portals';
import { escapeHtml } from './meta.mjs';

const PORTAL_PREFIXES = PORTALS.filter((portal) => portal.prefix).map((portal) => portal.prefix);

/** True for paths the public portal renders (every path that is not the shell's or another portal's). */
export function isPublicPortalPath(pathname) {
  if (SHELL_PATHS.includes(pathname)) return false;
  return !PORTAL_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

async function readJson(file) {
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * The chunks (and their style sheets) the shell's entry loads through a dynamic import (its
 * bootstrap), and those of `screens` (source files, as Vite's manifest names them), from Vite's manifest.
 */
async function shellBootstrapChunks(shellRoot, screens = []) {
  const manifest = await readJson(join(shellRoot, '.vite', 'manifest.json')).catch(() => null);
  if (!manifest) return { scripts: [], styles: [] };
  const entries = Object.values(manifest).filter((chunk) => chunk.isEntry);
  const scripts = new Set();
  const styles = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const entry of entries) for (const key of entry.dynamicImports ?? []) visit(key);
  for (const key of screens) visit(key);
  const absolute = (files) => [...files].filter((file) => /\.(js|css)$/.test(file)).map((file) => `/${file}`);
  return { scripts: absolute(scripts), styles: absolute(styles) };
}

/**
 * The public portal's container (remoteEntry.js), the exposed module's synchronous chunks and its style sheets, as
 * absolute URLs, from its federation manifest. The browser never reads the manifest itself (decision 0034).
 */
async function publicPortalAssets(folder, manifestUrl) {
  if (!folder) return null; // deployed elsewhere: let the runtime find it
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const manifest = await readJson(join(folder, 'mf-manifest.json')).catch(() => null);
  if (!manifest) return null;
  const expose = manifest.exposes?.find((item) => item.name === 'portal');
  return {
    modules: [manifest.metaData.remoteEntry.name, ...(expose?.assets.js.sync ?? [])].map((file) => `${base}${file}`),
    styles: (expose?.assets.css?.sync ?? []).map((file) => `${base}${file}`),
  };
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The data call each public page makes first, fetched alongside the code instead of after it. The
 * slug comes from the decoded path, so it is encoded again: it goes into a URL and into the page's head.
 */
export function pageDataPath(pathname) {
  if (pathname === '/') return '/public/home';
  if (pathname === '/blog') return '/public/posts';
  if (pathname === '/donate') return '/public/donations/config';
  const story = /^\/blog\/([^/]+)$/.exec(pathname);
  if (story) return `/public/posts/${encodeURIComponent(story[1])}`;
  const programme = /^\/programs\/([^/]+)$/.exec(pathname);
  if (programme) return `/public/programs/${encodeURIComponent(programme[1])}`;
  // An event's page with its registration state (decision 0046); /events/cancel is the cancel link's page.
  const event = /^\/events\/([^/]+)$/.exec(pathname);
  if (event && event[1] !== 'cancel') return `/public/events/${encodeURIComponent(event[1])}/registration`;
  return null;
}

/**
 * Other data a public page reads as soon as it starts, put in the page beside its first call: without it the
 * browser would fetch it, and a data answer makes the page fetch the rest of its catalogues too (decision 0035).
 */
export function companionDataPaths(pathname) {
  return pathname === '/blog' ? ['/public/categories'] : [];
}

/**
 * Takes the shell's entry script and its module preloads (written by Vite into index.html) out of the
 * page, so a server-rendered page can start them itself once it has been drawn.
 */
function takeEntryScripts(html) {
  let entry = null;
  const modules = [];
  const rest = html
    .replace(/[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_, src) => {
      entry ??= src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href) => {
      modules.push(href);
      return '';
    });
  return entry ? { html: rest, entry, modules } : null;
}

/** At the latest, the app starts this long after the page arrives, even if something on it still loads. */
export const START_AT_THE_LATEST_MS = 3000;

/* global document, requestAnimationFrame, addEventListener -- startAfterFirstPaint runs in the browser */
/**
 * Starts the app of a server-rendered page: its entry first (on HTTP/1.1 requests queue for six
 * connections in the order they are made), then its modules and first fetches. Runs in the browser,
 * inlined in the page: the page is readable before any script runs, so its code waits until the page
 * has loaded (style sheet and images) and a frame of it has been drawn, instead of taking the
 * connections and the bandwidth the first paint needs. A tab in the background, where frames wait,
 * starts a second after loading; a page still loading an image after a few seconds starts anyway.
 */
export function startAfterFirstPaint({ entry, preloads, latestMs }) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const add = (tag, attributes) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      document.head.appendChild(element);
    };
    add('script', { type: 'module', crossorigin: '', src: entry });
    for (const [rel, href] of preloads)
      add('link', rel === 'preload' ? { rel, as: 'fetch', crossorigin: '', href } : { rel, crossorigin: '', href });
  };
  const afterNextFrame = () => {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') afterNextFrame();
  else addEventListener('load', afterNextFrame, { once: true });
  setTimeout(start, latestMs);
}

/** Where the public portal deployed beside the site is, by its remote address: its folder under `deployRoot`. */
export const deployedPortalFolder = (deployRoot) => (manifestUrl) =>
  manifestUrl === '/mfe/mfe-public/mf-manifest.json' ? join(deployRoot, 'mfe-public') : null;

/**
 * The page's HTML; `nonce` is the one its Content-Security-Policy allows for the inline loader. `portalFolder` finds
 * the public portal's files from its remote address (a live release's folder, or the deployed one); `banner` is a bar
 * shown above the page (a release preview) with its style sheet; `shellRoot` the shell's files (the live release's);
 * `screenSource` the shell's screen the server rendered (its source file), whose chunks start with the shell's.
 */
export async function renderPage({
  deployRoot,
  pathname,
  locale = 'en',
  config,
  meta = '',
  pageData = null,
  body = null,
  catalogues = null,
  nonce = null,
  portalFolder = deployedPortalFolder(deployRoot),
  banner = null,
  shellRoot = join(deployRoot, 'shell'),
  screenSource = null,
}) {
  // The page's own title and description replace the generic ones of index.html; its language is the address's.
  let html = (await readFile(join(shellRoot, 'index.html'), 'utf8'))
    .replace(/<html\b([^>]*)>/, (_, attributes) => `<html${attributes.replace(/\s+lang="[^"]*"/, '')} lang="${locale}">`)
    .replace(/<title>[^<]*<\/title>/, meta ? '' : '$&')
    .replace(/<meta\s+name="description"[^>]*>/, meta ? '' : '$&');
  const head = [meta, `<script id="runtime-config" type="application/json">${escapeJson(config)}</script>`];
  const dataPath = pageDataPath(pathname);
  // The page's data in the page saves a round trip; when the server could not get it in time, the
  // browser at least fetches it at once (the shell's default API address is /api).
  if (pageData) head.push(`<script id="page-data" type="application/json">${escapeJson(pageData)}</script>`);
  // A preload carries the browser's own languages, not the page's: a French page asks for its data itself.
  else if (dataPath && locale === 'en')
    head.push(`<link rel="preload" as="fetch" crossorigin href="${escapeHtml(`${config.apiBaseUrl ?? '/api'}${dataPath}`)}">`);
  // The messages the page was rendered with: the browser starts in the same words without fetching them.
  if (catalogues) head.push(`<script id="i18n-messages" type="application/json">${escapeJson(catalogues)}</script>`);
  // The app's code and what it fetches first, known here so the browser need not discover them one
  // round trip at a time: the shell's bootstrap chunks, and on public pages the public portal's
  // container and first chunks.
  const bootstrap = await shellBootstrapChunks(shellRoot, screenSource ? [screenSource] : []);
  const preloads = bootstrap.scripts.map((file) => ['modulepreload', file]);
  // The public portal's own styles (its release's), in the page before the first paint, server-rendered or not.
  const portalStyles = [];
  if (isPublicPortalPath(pathname)) {
    const manifestUrl = config.remotes?.['mfe-public'];
    const portal = await publicPortalAssets(portalFolder(manifestUrl), manifestUrl);
    if (portal) {
      preloads.push(...portal.modules.map((file) => ['modulepreload', file]));
      portalStyles.push(...portal.styles);
    }
  }
  const app = body ? takeEntryScripts(html) : null;
  if (app) {
    // Readable without the app: it starts once the page has been drawn.
    html = app.html;
    const seen = new Set();
    const all = [...app.modules.map((file) => ['modulepreload', file]), ...preloads].filter(
      ([, file]) => !seen.has(file) && seen.add(file),
    );
    head.push(
      `<script${nonce ? ` nonce="${nonce}"` : ''}>(${startAfterFirstPaint})(${escapeJson({ entry: app.entry, preloads: all, latestMs: START_AT_THE_LATEST_MS })})</script>`,
    );
  } else {
    for (const [rel, file] of preloads)
      head.push(
        rel === 'preload'
          ? `<link rel="preload" as="fetch" crossorigin href="${file}">`
          : `<link rel="modulepreload" crossorigin href="${file}">`,
      );
  }
  // A server-rendered page needs its styles before the first paint, not when the app loads them.
  if (body) for (const file of bootstrap.styles) head.push(`<link rel="stylesheet" href="${file}">`);
  for (const file of portalStyles) head.push(`<link rel="stylesheet" href="${file}">`);
  if (banner) head.push(`<link rel="stylesheet" href="${banner.stylesheet}">`);
  let withBody = body ? html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : html;
  if (banner) withBody = withBody.replace(/<body\b[^>]*>/, (tag) => `${tag}${banner.html}`);
  if (withBody.includes('</head>')) return withBody.replace('</head>', `${head.join('')}</head>`);
  return withBody.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head.join('')}`);
}
