// What the site server knows of independent releases (decision 0031): the store's releases, served under
// /releases/<project>/<id>/ and never changed (cached for a year), the live map, read again whenever it changes, and
// a preview cookie that puts one release in place of the live one for one browser.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { PORTALS } from '@sla/build-tools/portals';
import { isDevelopment } from '@sla/environment';
import {
  isReleaseId,
  localReleaseStore,
  PREVIEW_COOKIE,
  PREVIEW_LIFETIME_MS,
  previewSecret,
  readPreviewToken,
  releaseStoreRoot,
} from '@sla/releases';
import { escapeHtml } from './meta.mjs';
import { servable } from './servable.mjs';

const PORTAL_NAMES = new Set(PORTALS.map((portal) => portal.project));
const PREVIEWABLE = new Set(['shell', ...PORTAL_NAMES]);
/** Earlier releases of the shell whose assets stay served, for pages still open on them. */
const EARLIER_SHELLS_SERVED = 10;
const RELEASE_PATH = /^\/releases\/([^/]+)\/([^/]+)\/(.*)$/;

/** The cookie of a development preview of a portal served by its own dev server (`nx serve <portal>`). */
export const DEV_PREVIEW_COOKIE = 'sla_preview_dev';

/**
 * A local dev server's manifest or entry address, or null: only http(s) on localhost or 127.0.0.1, so even in
 * development a link cannot make a browser load code from elsewhere.
 */
function localDevUrl(value) {
  try {
    const url = new URL(value);
    const local = ['localhost', '127.0.0.1'].includes(url.hostname) && /^https?:$/.test(url.protocol);
    return local && /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname) && !url.username ? url.href : null;
  } catch {
    return null;
  }
}

const cookieValue = (header = '', name) =>
  header
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

export function siteReleases({ deployRoot, env }) {
  const store = localReleaseStore(releaseStoreRoot(env, deployRoot));
  const development = isDevelopment(env);
  const secret = previewSecret(env, { development, warn: () => undefined });
  let cached = { key: '', live: { projects: {} } };

  /** The live map, read again only when its file changed: a promotion is what the next request sees. */
  async function live() {
    const info = await stat(join(store.root, 'live.json')).catch(() => null);
    if (!info) return { projects: {} };
    // Each write replaces the file (a rename), so its inode and time say whether it changed.
    const key = `${info.ino}:${info.mtimeMs}`;
    if (key !== cached.key) {
      try {
        cached = { key, live: (await store.readLive()).live };
      } catch (error) {
        // A damaged map must not take the site down: the last good one stays in use until it is mended.
        console.error('[site-server] the release live map could not be read; keeping the last good one:', error.message);
        cached = { key, live: cached.live };
      }
    }
    return cached.live;
  }

  const manifestOf = (project, id) => `/releases/${project}/${id}/mf-manifest.json`;

  /** A development preview's project and local address, from its cookie; never outside development. */
  function devPreviewOf(raw) {
    if (!development || !raw) return null;
    try {
      const { project, url } = JSON.parse(decodeURIComponent(raw));
      const local = localDevUrl(url);
      return PORTAL_NAMES.has(project) && local ? { project, url: local } : null;
    } catch {
      return null;
    }
  }

  /**
   * The preview a request's cookie asks for: a release in the store (its token good), or in development a portal on
   * its local dev server.
   */
  async function previewOf(req) {
    const dev = devPreviewOf(cookieValue(req.headers.cookie, DEV_PREVIEW_COOKIE));
    if (dev) return dev;
    const grant = readPreviewToken(cookieValue(req.headers.cookie, PREVIEW_COOKIE), secret);
    if (!grant || !PREVIEWABLE.has(grant.project)) return null;
    return (await store.record(grant.project, grant.id)) ? grant : null;
  }

  return {
    store,
    previewOf,
    /**
     * The config with each portal's live release (and the preview, for this browser) as its remote. A remote the
     * environment set (REMOTE_<PORTAL>_URL) stays: it says the portal is deployed elsewhere.
     */
    async apply(config, { preview = null } = {}) {
      const map = await live();
      const remotes = { ...config.remotes };
      for (const project of PORTAL_NAMES) {
        const deployed = `/mfe/${project}/mf-manifest.json`;
        if (remotes[project] && remotes[project] !== deployed) continue;
        if (preview?.project === project && preview.url) {
          remotes[project] = preview.url;
          continue;
        }
        const id = preview?.project === project ? preview.id : map.projects[project]?.live;
        if (id) remotes[project] = manifestOf(project, id);
      }
      return { ...config, remotes };
    },
    /**
     * The shell to serve: the live release's folder (or the previewed one), else the deployed `shell/`; and the folders
     * of the shells live before it, newest first, whose hashed assets open pages may still ask for.
     */
    async shell(preview = null) {
      const map = await live();
      const history = map.projects.shell?.history ?? [];
      const id = preview?.project === 'shell' ? preview.id : (map.projects.shell?.live ?? null);
      const deployed = join(deployRoot, 'shell');
      const root = id ? store.folder('shell', id) : deployed;
      const earlier = [...new Set(history.map((entry) => entry.id).reverse())]
        .filter((other) => other !== id)
        .slice(0, EARLIER_SHELLS_SERVED)
        .map((other) => store.folder('shell', other));
      return { root, earlier: id ? [...earlier, deployed] : earlier };
    },
    /** The folder holding the files a remote address points at, when this server serves it; else null. */
    portalFolder(manifestUrl, project) {
      if (manifestUrl === `/mfe/${project}/mf-manifest.json`) return join(deployRoot, project);
      const match = RELEASE_PATH.exec(manifestUrl ?? '');
      return match && match[1] === project && isReleaseId(match[2]) && match[3] === 'mf-manifest.json'
        ? store.folder(project, match[2])
        : null;
    },
    /** The file behind /releases/<project>/<id>/<path>, or null (not a release, a server bundle, the record). */
    fileOf(pathname) {
      const match = RELEASE_PATH.exec(pathname);
      if (!match) return null;
      const [, project, id, rest] = match;
      if (!PORTAL_NAMES.has(project) || !isReleaseId(id)) return null;
      return servable(store.folder(project, id), rest);
    },
    /** Set-Cookie for a preview link's token, or null when the token is not good for a release in the store. */
    async startPreview(token, https) {
      const grant = readPreviewToken(token, secret);
      if (!grant || !PREVIEWABLE.has(grant.project) || !(await store.record(grant.project, grant.id))) return null;
      const maxAge = Math.max(0, Math.floor(Math.min(grant.expires - Date.now(), PREVIEW_LIFETIME_MS) / 1000));
      return `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
    },
    /**
     * Set-Cookie for a development preview of `project` served at `url` by its own dev server, or null (outside
     * development, an unknown portal, an address that is not local).
     */
    startDevPreview(project, url) {
      const local = development && PORTAL_NAMES.has(project) ? localDevUrl(url) : null;
      if (!local) return null;
      const value = encodeURIComponent(JSON.stringify({ project, url: local }));
      return `${DEV_PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax`;
    },
    endPreview: (https) => [
      `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`,
      `${DEV_PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`,
    ],
  };
}

/** The bar a previewing browser sees at the top of every page. */
export function previewBar({ project, id, url }) {
  const what = url ? `${project} from ${escapeHtml(url)}` : `${project} ${id}`;
  return `<div class="release-preview-bar" role="status">Previewing ${what} - <a href="/__preview/leave">Leave preview</a></div>`;
}

export const PREVIEW_BAR_CSS = `.release-preview-bar{position:sticky;top:0;z-index:1000;padding:.5rem 1rem;background:#1d1d1b;color:#fff;font:600 .9rem/1.4 system-ui,sans-serif;text-align:center}.release-preview-bar a{color:#ffd166}`;
