// Renders a public page to HTML with the bundles the shell and the public portal ship for it
// (dist/shell/ssr/ssr.js and dist/mfe-public/ssr/ssr.js). A redeployed bundle is picked up on the
// next request. Anything that fails or is slow falls back to the page the browser renders itself.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deployedPortalFolder } from './page.mjs';
import { pageMessages } from './pageMessages.mjs';

const TIME_LIMIT_MS = 1000;

async function load(file) {
  const info = await stat(file).catch(() => null);
  if (!info) return null;
  return import(`${pathToFileURL(file).href}?v=${info.mtimeMs}`);
}

function within(ms, promise) {
  let timer;
  return Promise.race([promise, new Promise((resolve) => (timer = setTimeout(() => resolve(null), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

// The page's language is the message runtime's active language, one per process: pages are rendered
// one after another so a French page and an English one never share a moment.
let queue = Promise.resolve();
function oneAtATime(task) {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

const identity = (message) => message;

/** What the frame and the screens show of the site's settings. */
const siteOf = (config) => ({
  siteName: config.siteName,
  orgEmailDomain: config.orgEmailDomain,
  contactEmail: config.contactEmail,
});

/**
 * Whether the shell's route table has a page at `pathname` (without its language prefix). True when the shell's
 * server bundle is not there to ask: the page then answers as the browser will show it, not as a guess.
 */
export async function isKnownAddress({ deployRoot, pathname, shellRoot = join(deployRoot, 'shell') }) {
  try {
    const shell = await load(join(shellRoot, 'ssr', 'ssr.js'));
    return shell?.isKnownAddress ? shell.isKnownAddress(pathname) : true;
  } catch {
    return true;
  }
}

/**
 * Makes `locale` the language of the next render, with the shell's catalogues and the portal's (if any). Returns
 * `messagesOf(used)`, what the page carries of them, and `translate`, for its head.
 */
async function activateLanguage({ shell, portal = null, locale }) {
  if (!shell.activate || !shell.catalogue || (portal && !portal.catalogue))
    return { messagesOf: () => null, translate: identity };
  const [shellEnglish, shellActive, portalEnglish, portalActive] = await Promise.all([
    shell.catalogue('en'),
    shell.catalogue(locale),
    portal?.catalogue('en'),
    portal?.catalogue(locale),
  ]);
  const active = shell.activate(locale, {
    en: portal ? [shellEnglish, portalEnglish] : [shellEnglish],
    active: portal ? [shellActive, portalActive] : [shellActive],
  });
  const apps = portal ? { shell: shellActive, 'mfe-public': portalActive } : { shell: shellActive };
  return {
    // The page carries the messages its render used; a shell release from before recordMessages, its whole catalogues.
    messagesOf: (used) => (used ? pageMessages({ locale: active, used, apps }) : { locale: active, apps }),
    translate: shell.translate ?? identity,
  };
}

/**
 * `{ html, catalogues, head, known }` of the page at `url` (`pathname` without its language prefix) in `locale`, or
 * null when it cannot be rendered here. `catalogues` are the messages the page needs in the browser (those the render
 * looked up, pageMessages.mjs); `head` is what
 * `describe` returned, called with a function that translates into the page's language; `known` whether the shell's
 * route table has the page (isKnownAddress, asked of the bundle already loaded).
 */
export async function serverRender({
  deployRoot,
  url,
  pathname,
  config,
  pageData,
  locale = 'en',
  describe = () => null,
  portalFolder = deployedPortalFolder(deployRoot),
  shellRoot = join(deployRoot, 'shell'),
}) {
  // Only a public portal this server holds (deployed beside it, or a release in its store) can be rendered here, with
  // the server bundle of that very release; one elsewhere is client-only.
  const folder = portalFolder(config.remotes?.['mfe-public']);
  if (!folder) return null;
  try {
    const [shell, portal] = await Promise.all([load(join(shellRoot, 'ssr', 'ssr.js')), load(join(folder, 'ssr', 'ssr.js'))]);
    if (!shell?.renderFrame || !portal?.render) return null;
    const site = siteOf(config);
    return await oneAtATime(async () => {
      const { messagesOf, translate } = await activateLanguage({ shell, portal, locale });
      const head = describe(translate);
      const stopRecording = shell.recordMessages?.();
      let used;
      let html;
      try {
        html = await within(TIME_LIMIT_MS, portal.render({ url, pageData, site }));
        if (html === null) return null;
        html = shell.renderFrame({ url, site, portal: 'mfe-public', html });
      } finally {
        // Stopped whatever happens: a render that timed out may still be looking messages up.
        used = stopRecording?.() ?? null;
      }
      const known = shell.isKnownAddress ? shell.isKnownAddress(pathname) : true;
      return { html, catalogues: messagesOf(used), head, known };
    });
  } catch (error) {
    console.error('[site-server] server rendering failed; the browser will render the page', error);
    return null;
  }
}

/**
 * `{ html, catalogues, head, known, screenSource }` of one of the shell's own screens (sign-in, sign-up) at `url`, rendered by the
 * shell's server bundle inside its frame, or null when the bundle renders no such screen (another address, a release
 * from before renderShellScreen) or fails.
 */
export async function serverRenderShellScreen({
  deployRoot,
  url,
  pathname,
  config,
  locale = 'en',
  shellRoot = join(deployRoot, 'shell'),
}) {
  try {
    const shell = await load(join(shellRoot, 'ssr', 'ssr.js'));
    if (!shell?.renderShellScreen || !shell.rendersScreen?.(pathname)) return null;
    const site = siteOf(config);
    return await oneAtATime(async () => {
      const { messagesOf } = await activateLanguage({ shell, locale });
      const stopRecording = shell.recordMessages?.();
      let html;
      let used;
      try {
        html = shell.renderShellScreen({ url, pathname, site });
      } finally {
        used = stopRecording?.() ?? null;
      }
      if (html === null) return null;
      return {
        html,
        catalogues: messagesOf(used),
        head: null,
        known: true,
        screenSource: shell.screenSource?.(pathname) ?? null,
      };
    });
  } catch (error) {
    console.error('[site-server] server rendering failed; the browser will render the page', error);
    return null;
  }
}
