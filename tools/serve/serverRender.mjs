// Renders a public page to HTML with the bundles the shell and the public portal ship for it
// (dist/shell/ssr/ssr.js and dist/mfe-public/ssr/ssr.js). A redeployed bundle is picked up on the
// next request. Anything that fails or is slow falls back to the page the browser renders itself.
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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

export async function serverRender({ deployRoot, url, config, pageData }) {
  // Only a public portal deployed beside the site can be rendered here; one elsewhere is client-only.
  if (!config.remotes?.['mfe-public']?.startsWith('/mfe/mfe-public/')) return null;
  try {
    const [shell, portal] = await Promise.all([
      load(join(deployRoot, 'shell', 'ssr', 'ssr.js')),
      load(join(deployRoot, 'mfe-public', 'ssr', 'ssr.js')),
    ]);
    if (!shell?.renderFrame || !portal?.render) return null;
    const site = { siteName: config.siteName, orgEmailDomain: config.orgEmailDomain, contactEmail: config.contactEmail };
    const html = await within(TIME_LIMIT_MS, portal.render({ url, pageData, site }));
    if (html === null) return null;
    return shell.renderFrame({ url, site, portal: 'mfe-public', html });
  } catch (error) {
    console.error('[site-server] server rendering failed; the browser will render the page', error);
    return null;
  }
}
