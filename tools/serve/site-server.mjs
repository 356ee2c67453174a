// Serves the composed site from production builds, laid out as they would be deployed:
//   <deployRoot>/shell/...           the host, with SPA fallback to index.html
//   <deployRoot>/<portal>/...        each portal under /mfe/<portal>/, as if on its own CDN
//   /runtime-config.json             the runtime manifest, built per request from the environment
// Files are read from disk on every request, so copying a new portal build in place is a redeploy.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { PORTALS, SHELL_PATHS } from '@sla/build-tools/portals';
import { describeEnvironment, isDevelopment } from '@sla/environment';
import { clientAddress, parseTrustProxy, requestIsHttps } from '@sla/proxy-trust';
import { DOCUMENT_ONLY_HEADERS, documentlessHeaders, newNonce, pageHeaders } from '@sla/security-headers';
import { robotsTxt, rssXml, sitemapXml } from './feeds.mjs';
import { pageMeta } from './meta.mjs';
import { companionDataPaths, isPublicPortalPath, pageDataPath, renderPage } from './page.mjs';
import { publicData } from './publicData.mjs';
import { languageChoice, localisedPath, pageLanguage } from './language.mjs';
import { movedTo } from './redirects.mjs';
import { isKnownAddress, serverRender, serverRenderShellScreen } from './serverRender.mjs';
import { PREVIEW_BAR_CSS, previewBar, siteReleases } from './releases.mjs';
import { servable } from './servable.mjs';
import { storedSiteSettings, withSiteSettings } from './siteSettings.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
};
// Files a page loads, never shown as documents themselves (unlike SVG, JSON or text, which can be).
const SUBRESOURCES = new Set(['.js', '.mjs', '.css', '.png', '.jpg', '.webp', '.ico', '.woff2', '.map']);
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
// Entry points must be revalidated so a redeploy is seen on the next load; hashed assets never change.
const ALWAYS_FRESH = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'runtime-config.json']);

function cacheControl(path) {
  const name = path.split('/').pop();
  if (ALWAYS_FRESH.has(name)) return 'no-cache';
  if (/[-.][A-Za-z0-9_-]{8,}\.(js|css)$/.test(name) || path.includes('/assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

const compressedCache = new Map();
function compress(path, mtimeMs, body, encoding) {
  const key = `${encoding}:${path}:${mtimeMs}:${body.length}`;
  let hit = compressedCache.get(key);
  if (!hit) {
    hit =
      encoding === 'br'
        ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipSync(body, { level: 9 });
    compressedCache.set(key, hit);
  }
  return hit;
}

function pickEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

/**
 * The runtime config for this environment: the shell's own file (or RUNTIME_CONFIG_FILE), with
 * SITE_NAME, ORG_EMAIL_DOMAIN and REMOTE_<PORTAL>_URL (e.g. REMOTE_MFE_ADMIN_URL) laid over it.
 */
export async function runtimeConfig({ deployRoot, env = process.env, shellRoot = join(deployRoot, 'shell') }) {
  return runtimeConfigOver(JSON.parse(await readFile(runtimeConfigFile(shellRoot, env), 'utf8')), env);
}

/** The runtime config file: RUNTIME_CONFIG_FILE, or the one the (live) shell build carries. */
const runtimeConfigFile = (shellRoot, env) => env.RUNTIME_CONFIG_FILE || join(shellRoot, 'runtime-config.json');

/** The runtime config `base` (the file) with the environment's settings laid over it. */
function runtimeConfigOver(base, env) {
  const config = { ...base, remotes: { ...base.remotes } };
  if (env.SITE_NAME) config.siteName = env.SITE_NAME;
  if (env.ORG_EMAIL_DOMAIN) config.orgEmailDomain = env.ORG_EMAIL_DOMAIN;
  for (const portal of PORTALS) {
    const override = env[`REMOTE_${portal.project.replace(/-/g, '_').toUpperCase()}_URL`];
    if (override) config.remotes[portal.project] = override;
  }
  if (env.API_BASE_URL) config.apiBaseUrl = env.API_BASE_URL;
  const auth = { ...base.auth, emailLink: { ...base.auth?.emailLink } };
  for (const [variable, key] of [
    ['FIREBASE_API_KEY', 'apiKey'],
    ['FIREBASE_AUTH_DOMAIN', 'authDomain'],
    ['FIREBASE_PROJECT_ID', 'projectId'],
  ]) {
    if (env[variable]) auth[key] = env[variable];
  }
  // "none" switches the emulator off: a real Firebase project.
  if (env.FIREBASE_AUTH_EMULATOR_URL)
    auth.emulatorUrl = env.FIREBASE_AUTH_EMULATOR_URL === 'none' ? null : env.FIREBASE_AUTH_EMULATOR_URL;
  if (env.EMAIL_LINK_ANDROID_PACKAGE) auth.emailLink.androidPackageName = env.EMAIL_LINK_ANDROID_PACKAGE;
  if (env.EMAIL_LINK_ANDROID_MIN_VERSION) auth.emailLink.androidMinimumVersion = env.EMAIL_LINK_ANDROID_MIN_VERSION;
  if (env.EMAIL_LINK_ANDROID_INSTALL) auth.emailLink.androidInstallApp = env.EMAIL_LINK_ANDROID_INSTALL !== 'false';
  if (env.EMAIL_LINK_IOS_BUNDLE) auth.emailLink.iosBundleId = env.EMAIL_LINK_IOS_BUNDLE;
  config.auth = auth;
  return config;
}

/** A setting the site cannot be served with; the message is one sentence naming the variable to set. */
export class SiteConfigError extends Error {
  name = 'SiteConfigError';
}

/**
 * Outside development (`@sla/environment`, the rule the data service follows too), what would serve the demo
 * identity (the emulator's project, whose tokens are unsigned) or build the site's links from each request's Host
 * header stops the site server before it serves anything.
 */
export function refuseUnsafeSite({ deployRoot, env }) {
  if (isDevelopment(env)) return;
  const where = describeEnvironment(env);
  if (!env.SITE_URL)
    throw new SiteConfigError(
      `SITE_URL is not set: set it to the site's address, e.g. https://scientistleaders.africa (with ${where} canonical links, the sitemap and robots.txt never take it from the Host header).`,
    );
  const { auth = {} } = runtimeConfigOver(
    JSON.parse(readFileSync(runtimeConfigFile(join(deployRoot, 'shell'), env), 'utf8')),
    env,
  );
  if (!auth.projectId)
    throw new SiteConfigError(`FIREBASE_PROJECT_ID is not set: set it to your Firebase project's id (${where}).`);
  if (String(auth.projectId).startsWith('demo-'))
    throw new SiteConfigError(
      `The Firebase project is "${auth.projectId}", a demo project that only the Auth emulator knows: set FIREBASE_PROJECT_ID to your real project's id (${where}).`,
    );
  if (auth.emulatorUrl)
    throw new SiteConfigError(
      `The runtime config sends sign-in to the Auth emulator (${auth.emulatorUrl}), whose tokens are not signed: set FIREBASE_AUTH_EMULATOR_URL=none (${where}).`,
    );
}

/**
 * Source maps carry the whole source: production serves none unless SERVE_SOURCE_MAPS=1 asks (the build still writes
 * them, for an error tracker); development serves them for the browser's tools.
 */
export const servesSourceMaps = (env) => isDevelopment(env) || env.SERVE_SOURCE_MAPS === '1';

/**
 * Forwards /api/* to the data service, so the browser talks to one origin (no CORS preflight, one
 * round trip less on slow networks). An unreachable service answers 502 in the API's error shape.
 */
function proxyToDataService(req, res, target, trust, https) {
  const upstream = new URL(req.url, target);
  // The data service believes this server (its loopback proxy): hand it one address it can trust,
  // never a chain the caller wrote. Likewise the scheme, which decides HSTS over there.
  const proto = https ? 'https' : 'http';
  const headers = {
    ...req.headers,
    host: upstream.host,
    'x-forwarded-for': clientAddress(req, trust),
    'x-forwarded-proto': proto,
  };
  const forward = httpRequest(upstream, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  // A caller that goes away (an editor's live stream when the tab closes) ends its request upstream too,
  // or the data service would keep streaming to nobody.
  let callerGone = false;
  res.on('close', () => {
    if (res.writableFinished) return;
    callerGone = true;
    forward.destroy();
  });
  forward.on('error', (error) => {
    if (callerGone) return;
    console.error('[site-server] data service unreachable:', error.message);
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' }).end(
      JSON.stringify({
        error: { code: 'unavailable', message: 'The data service is not reachable right now. Please try again in a moment.' },
      }),
    );
  });
  req.pipe(forward);
}

/**
 * This site's origin from the Host header, when SITE_URL does not give it: only a plain host name or
 * address with an optional port is believed, since the value is written into every page's head.
 */
export function originFromHost(host, https = false) {
  // Each label is one unambiguous run of characters, so a hostile value cannot make the match backtrack.
  const valid =
    typeof host === 'string' &&
    host.length <= 260 &&
    /^(?:(?:[a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i.test(host);
  return `${https ? 'https' : 'http'}://${valid ? host.toLowerCase() : 'localhost'}`;
}

/** Warns once, at start, about configuration that falls back to the embedded defaults. */
export function warnAboutDefaults(env = process.env, log = console.warn) {
  for (const [key, meaning] of [
    ['SITE_NAME', 'site name'],
    ['ORG_EMAIL_DOMAIN', 'organisation e-mail domain'],
    ['API_URL', 'data service address (http://127.0.0.1:4100)'],
    ['FIREBASE_PROJECT_ID', 'Firebase project (the emulator demo project)'],
    ['SITE_URL', "site address for links in pages and feeds (each request's Host)"],
    ['RELEASE_PREVIEW_SECRET', 'secret for release preview links (outside development, previews are off without one)'],
  ]) {
    if (!env[key]) log(`warning: ${key} is not set; using the development default ${meaning}.`);
  }
}

export function createSiteServer({ deployRoot, env = process.env }) {
  refuseUnsafeSite({ deployRoot, env });
  const portalNames = new Set(PORTALS.map((portal) => portal.project));
  const sourceMaps = servesSourceMaps(env);

  const releases = siteReleases({ deployRoot, env });
  const publicPortalFolder = (manifestUrl) => releases.portalFolder(manifestUrl, 'mfe-public');

  async function sendFile(req, res, path, { cors = false, fallback = null, immutable = false, personal = false } = {}) {
    let file = path;
    let info = file ? await stat(file).catch(() => null) : null;
    if ((!info || !info.isFile()) && fallback) {
      file = fallback;
      info = await stat(file).catch(() => null);
    }
    if (!info || !info.isFile()) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const ext = extname(file);
    if (ext === '.map' && !sourceMaps) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    let body = await readFile(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': personal
        ? 'private, no-store'
        : immutable
          ? 'public, max-age=31536000, immutable'
          : file === fallback
            ? 'no-cache'
            : cacheControl(file),
      vary: 'accept-encoding',
    };
    if (SUBRESOURCES.has(ext)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    if (cors) headers['access-control-allow-origin'] = '*';
    const encoding = COMPRESSIBLE.has(ext) && body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      body = compress(file, info.mtimeMs, body, encoding);
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The runtime config with what admins changed in the data service's site settings, and each portal's live release
   * (or the one this browser previews) as its remote.
   */
  const siteConfig = async (preview = null, shellRoot = undefined) =>
    releases.apply(withSiteSettings(await runtimeConfig({ deployRoot, env, shellRoot }), await stored.get()), { preview });

  const siteOrigin = (req, https) => (env.SITE_URL ? env.SITE_URL.replace(/\/$/, '') : originFromHost(req.headers.host, https));

  /** The page at `pathname` (its address without the language prefix) in `locale`. */
  async function sendPage(req, res, pathname, https, locale) {
    const preview = await releases.previewOf(req);
    const { root: shellRoot } = await releases.shell(preview);
    const config = await siteConfig(preview, shellRoot);
    const nonce = newNonce();
    const publicPage = isPublicPortalPath(pathname);
    const dataPath = publicPage ? pageDataPath(pathname) : null;
    const companions = publicPage ? companionDataPaths(pathname) : [];
    const [record, ...companionRecords] = await Promise.all([
      dataPath ? data.get(dataPath, locale) : null,
      ...companions.map((path) => data.get(path, locale)),
    ]);
    const moved = publicPage
      ? await movedTo(data, pathname, new URL(req.url ?? '/', 'http://localhost').searchParams, record)
      : null;
    if (moved) {
      // Permanent, so search engines move the page's standing; kept only minutes, since an address may be taken again.
      res.writeHead(301, { location: localisedPath(moved, locale), 'cache-control': 'public, max-age=300' }).end();
      return;
    }
    const describe = (translate = (message) => message) =>
      publicPage
        ? pageMeta({ pathname, locale, origin: siteOrigin(req, https), siteName: config.siteName, record, translate })
        : null;
    const pageData = record?.value
      ? {
          [dataPath]: record.value,
          ...Object.fromEntries(
            companions.flatMap((path, index) => (companionRecords[index]?.value ? [[path, companionRecords[index].value]] : [])),
          ),
        }
      : null;
    const url = req.url ?? pathname;
    const rendered = publicPage
      ? await serverRender({
          deployRoot,
          url,
          pathname,
          config,
          pageData,
          locale,
          describe,
          portalFolder: publicPortalFolder,
          shellRoot,
        })
      : // Only the shell's own addresses can be its screens: a portal's page asks nothing of its bundle here.
        SHELL_PATHS.includes(pathname)
        ? await serverRenderShellScreen({ deployRoot, url, pathname, config, locale, shellRoot })
        : null;
    const meta = rendered?.head ?? describe();
    let body = Buffer.from(
      await renderPage({
        deployRoot,
        pathname,
        locale,
        config,
        meta: meta?.tags,
        pageData,
        body: rendered?.html ?? null,
        catalogues: rendered?.catalogues ?? null,
        nonce,
        portalFolder: publicPortalFolder,
        shellRoot,
        screenSource: rendered?.screenSource ?? null,
        banner: preview ? { html: previewBar(preview), stylesheet: '/__preview/bar.css' } : null,
      }),
    );
    const headers = {
      ...pageHeaders({ https, nonce, config }),
      'content-type': TYPES['.html'],
      // A previewing browser's page is its own: no cache keeps it.
      'cache-control': preview ? 'private, no-store' : 'no-cache',
      // An address without a language prefix answers by the visitor's cookie and languages (pageLanguage); any page
      // by the preview cookie.
      vary: locale === 'en' ? 'accept-encoding, cookie, accept-language' : 'accept-encoding, cookie',
    };
    const encoding = pickEncoding(req.headers['accept-encoding']);
    // Pages differ per path and environment, so they are compressed as they go, quickly.
    if (encoding === 'br') body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    else if (encoding === 'gzip') body = gzipSync(body, { level: 6 });
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = body.length;
    // An address the route table does not know is a 404 (the page still shows "Page not found" and its links).
    const known = rendered ? rendered.known : await isKnownAddress({ deployRoot, pathname, shellRoot });
    res.writeHead(known ? (meta?.status ?? 200) : 404, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * /__preview?token=…: this browser previews a release; /__preview/dev?project=…&url=…: in development, a portal from
   * its own dev server; /__preview/leave: it stops; /__preview/bar.css: the bar.
   */
  async function sendPreview(req, res, pathname, url, https) {
    if (pathname === '/__preview/bar.css') {
      res.writeHead(200, { 'content-type': TYPES['.css'], 'cache-control': 'public, max-age=300' }).end(PREVIEW_BAR_CSS);
      return;
    }
    if (pathname === '/__preview/leave') {
      res.writeHead(302, { location: '/', 'set-cookie': releases.endPreview(https), 'cache-control': 'no-store' }).end();
      return;
    }
    if (pathname === '/__preview/dev') {
      const devCookie = releases.startDevPreview(url.searchParams.get('project'), url.searchParams.get('url'));
      if (devCookie) {
        res.writeHead(302, { location: '/', 'set-cookie': devCookie, 'cache-control': 'no-store' }).end();
        return;
      }
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end('A portal from a dev server can be previewed only in development, from localhost or 127.0.0.1.');
      return;
    }
    const cookie = pathname === '/__preview' ? await releases.startPreview(url.searchParams.get('token'), https) : null;
    if (!cookie) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end('This preview link is not valid: it has expired, was changed, or names a release the store does not hold.');
      return;
    }
    res.writeHead(302, { location: '/', 'set-cookie': cookie, 'cache-control': 'no-store' }).end();
  }

  /** sitemap.xml, rss.xml and robots.txt; the first two from the data service's public lists. */
  async function sendFeed(req, res, pathname, https) {
    const origin = siteOrigin(req, https);
    let body;
    let type = 'application/xml; charset=utf-8';
    if (pathname === '/robots.txt') {
      body = robotsTxt(origin);
      type = 'text/plain; charset=utf-8';
    } else {
      const config = await siteConfig();
      const items = pathname === '/sitemap.xml' ? await data.sitemapEntries() : await data.feed();
      if (!items) {
        res
          .writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' })
          .end('The data service is not reachable right now.');
        return;
      }
      body = pathname === '/sitemap.xml' ? sitemapXml(origin, items) : rssXml(origin, config.siteName, items);
      if (pathname === '/rss.xml') type = 'application/rss+xml; charset=utf-8';
    }
    res
      .writeHead(200, { 'content-type': type, 'cache-control': 'public, no-cache' })
      .end(req.method === 'HEAD' ? undefined : body);
  }

  const apiUrl = env.API_URL || 'http://127.0.0.1:4100';
  // This server faces the visitors unless SITE_TRUST_PROXY names a load balancer in front of it.
  const trust = parseTrustProxy(env.SITE_TRUST_PROXY || 'none', 'SITE_TRUST_PROXY');
  const data = publicData(apiUrl);
  const stored = storedSiteSettings(apiUrl);
  const server = createServer(async (req, res) => {
    try {
      // A load balancer's readiness check: 503 once the server is draining (SIGTERM), so no new visitor is sent here.
      if (req.url === '/__health') {
        res
          .writeHead(server.draining ? 503 : 200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
          .end(JSON.stringify({ status: server.draining ? 'draining' : 'ok' }));
        return;
      }
      // Every answer, whatever it is, starts with the headers of a document that may do nothing;
      // pages replace the policy with their own, and proxied API answers carry the service's.
      const https = requestIsHttps(req, trust);
      for (const [name, value] of Object.entries(documentlessHeaders({ https }))) res.setHeader(name, value);
      if (req.url === '/api' || req.url?.startsWith('/api/')) return proxyToDataService(req, res, apiUrl, trust, https);
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end('Method not allowed');
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request: malformed path');
        return;
      }

      if (pathname === '/sitemap.xml' || pathname === '/rss.xml' || pathname === '/robots.txt')
        return await sendFeed(req, res, pathname, https);

      if (pathname === '/runtime-config.json') {
        const preview = await releases.previewOf(req);
        const body = JSON.stringify(await siteConfig(preview, (await releases.shell(preview)).root));
        // A previewing browser's config is its own: no cache keeps it.
        const caching = preview ? 'private, no-store' : 'no-cache';
        res.writeHead(200, { 'content-type': TYPES['.json'], 'cache-control': caching, vary: 'cookie' }).end(body);
        return;
      }

      if (pathname === '/__preview' || pathname.startsWith('/__preview/'))
        return await sendPreview(req, res, pathname, url, https);

      if (pathname.startsWith('/releases/')) {
        // A release never changes once in the store: any of its files is cached for a year.
        await sendFile(req, res, releases.fileOf(pathname), { cors: true, immutable: true });
        return;
      }

      const portalMatch = /^\/mfe\/([^/]+)\/(.*)$/.exec(pathname);
      if (portalMatch) {
        const [, project, rest] = portalMatch;
        // Server-rendering bundles are for this server, not for browsers (servable).
        const file = portalNames.has(project) ? servable(join(deployRoot, project), rest) : null;
        await sendFile(req, res, file, { cors: true });
        return;
      }

      if (extname(pathname)) {
        // The live shell's file; a hashed asset an open page of an earlier shell release asks for is still there.
        const preview = await releases.previewOf(req);
        const shell = await releases.shell(preview);
        for (const root of [shell.root, ...(pathname.startsWith('/assets/') ? shell.earlier : [])]) {
          const file = servable(root, pathname);
          const info = file ? await stat(file).catch(() => null) : null;
          // A previewed shell's files are that browser's alone: no shared cache may keep them.
          if (info?.isFile()) return await sendFile(req, res, file, { personal: preview?.project === 'shell' });
        }
      }
      // Client-side routes (and unknown paths, shown as Page Not Found by the shell) get the page, in
      // the language its address says, or sent to the visitor's own.
      const choice = languageChoice({ pathname, search: url.search });
      if (choice) {
        res.writeHead(302, { location: choice.redirect, 'set-cookie': choice.cookie, 'cache-control': 'no-store' }).end();
        return;
      }
      const language = pageLanguage({
        pathname,
        search: url.search,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      if (language.redirect) {
        res.writeHead(302, { location: language.redirect, 'cache-control': 'no-cache', vary: 'cookie, accept-language' }).end();
        return;
      }
      await sendPage(req, res, language.path, https, language.locale);
    } catch (error) {
      console.error('[site-server]', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal error');
    }
  });
  /** Set when the server is stopping: /__health answers 503 while open requests finish. */
  server.draining = false;
  // Idle connections stay open longer than a load balancer keeps its own (60 s on the common ones): a server closing
  // first races the balancer's next request on that connection, which then fails (a reset, a 502). Node's 5 s did
  // so for keep-alive clients under load too.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}

/** How long an idle keep-alive connection stays open: longer than the 60 s of common load balancers. */
export const KEEP_ALIVE_MS = 65_000;

/** Starts listening; a port in use becomes one clear sentence instead of a stack trace. */
export function listen(server, port, host = '127.0.0.1') {
  return new Promise((resolvePromise, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE')
        reject(new Error(`Port ${port} is already in use. Stop what is using it or choose another with PORT=<number>.`));
      else reject(error);
    });
    server.listen(port, host, () => resolvePromise(server.address().port));
  });
}
