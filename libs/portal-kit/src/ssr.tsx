import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { Location, Navigator } from '@sla/router';
import { activeLocale, basenameOf, localeOfPath } from '@sla/i18n';
import { RenderedOnServer, type SiteSettings } from '@sla/ui';
import { PortalRoot } from './PortalRoot.js';

/** A navigator for a page rendered on the server: nothing moves there. */
const STILL: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => undefined,
  push: () => undefined,
  replace: () => undefined,
};

export function staticLocation(url: string): Location {
  const { pathname, search, hash } = new URL(url, 'http://site.invalid');
  return { pathname, search, hash, state: null, key: 'server' };
}

/**
 * Renders what a portal shows at `url` to HTML, exactly as it would inside the shell, waiting for its
 * lazily loaded screens. Used by the site server so a first visit sees the page before any script runs.
 */
export async function renderPortalToHtml({
  name,
  routes,
  url,
  site,
}: {
  name: string;
  routes: ReactNode;
  url: string;
  site: SiteSettings;
}): Promise<string> {
  // The page's language is the active one (the site server activated it); its addresses carry its prefix.
  const locale = activeLocale();
  const address = new URL(url, 'http://site.invalid');
  const path = `${localeOfPath(address.pathname).path}${address.search}${address.hash}`;
  const { prelude } = await prerenderToNodeStream(
    <RenderedOnServer.Provider value>
      <PortalRoot name={name} location={staticLocation(path)} navigator={STILL} site={site} basename={basenameOf(locale) || '/'}>
        {routes}
      </PortalRoot>
    </RenderedOnServer.Provider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export { STILL as staticNavigator };
