// The HTML of every page: the shell's index.html with, in its head, what the browser would otherwise
// discover one round trip at a time on a slow connection: the runtime config itself, the shell's
// bootstrap chunk, and on public pages the public portal's manifest, entry and first chunks.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PORTALS, SHELL_PATHS } from '../../libs/build-tools/src/portals.js';

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
 * bootstrap), from Vite's manifest.
 */
async function shellBootstrapChunks(shellRoot) {
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
  const absolute = (files) => [...files].filter((file) => /\.(js|css)$/.test(file)).map((file) => `/${file}`);
  return { scripts: absolute(scripts), styles: absolute(styles) };
}

/** The public portal's manifest, entry and the exposed module's synchronous chunks, as absolute URLs. */
async function publicPortalAssets(deployRoot, manifestUrl) {
  if (!manifestUrl?.startsWith('/mfe/mfe-public/')) return null; // deployed elsewhere: let the runtime find it
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const manifest = await readJson(join(deployRoot, 'mfe-public', 'mf-manifest.json')).catch(() => null);
  if (!manifest) return null;
  const expose = manifest.exposes?.find((item) => item.name === 'portal');
  return {
    manifest: manifestUrl,
    modules: [manifest.metaData.remoteEntry.name, ...(expose?.assets.js.sync ?? [])].map((file) => `${base}${file}`),
  };
}

const escapeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The data call each public page makes first, fetched alongside the code instead of after it. */
export function pageDataPath(pathname) {
  if (pathname === '/') return '/public/home';
  if (pathname === '/blog') return '/public/posts';
  if (pathname === '/donate') return '/public/donations/config';
  const story = /^\/blog\/([^/]+)$/.exec(pathname);
  if (story) return `/public/posts/${story[1]}`;
  const programme = /^\/programs\/([^/]+)$/.exec(pathname);
  if (programme) return `/public/programs/${programme[1]}`;
  return null;
}

export async function renderPage({ deployRoot, pathname, config, meta = '', pageData = null, body = null }) {
  const shellRoot = join(deployRoot, 'shell');
  // The page's own title and description replace the generic ones of index.html.
  const html = (await readFile(join(shellRoot, 'index.html'), 'utf8'))
    .replace(/<title>[^<]*<\/title>/, meta ? '' : '$&')
    .replace(/<meta name="description"[^>]*>/, meta ? '' : '$&');
  const head = [meta, `<script id="runtime-config" type="application/json">${escapeJson(config)}</script>`];
  const dataPath = pageDataPath(pathname);
  // The page's data in the page saves a round trip; when the server could not get it in time, the
  // browser at least fetches it alongside the code (the shell's default API address is /api).
  if (pageData) head.push(`<script id="page-data" type="application/json">${escapeJson(pageData)}</script>`);
  else if (dataPath) head.push(`<link rel="preload" as="fetch" crossorigin href="${config.apiBaseUrl ?? '/api'}${dataPath}">`);
  const bootstrap = await shellBootstrapChunks(shellRoot);
  for (const file of bootstrap.scripts) head.push(`<link rel="modulepreload" crossorigin href="${file}">`);
  // A server-rendered page needs its styles before the first paint, not when the app loads them.
  if (body) for (const file of bootstrap.styles) head.push(`<link rel="stylesheet" href="${file}">`);
  if (isPublicPortalPath(pathname)) {
    const portal = await publicPortalAssets(deployRoot, config.remotes?.['mfe-public']);
    if (portal) {
      head.push(`<link rel="preload" as="fetch" crossorigin href="${portal.manifest}">`);
      for (const file of portal.modules) head.push(`<link rel="modulepreload" crossorigin href="${file}">`);
    }
  }
  const withBody = body ? html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : html;
  if (withBody.includes('</head>')) return withBody.replace('</head>', `${head.join('')}</head>`);
  return withBody.replace(/^(<!doctype html>)?/i, (doctype) => `${doctype}${head.join('')}`);
}
