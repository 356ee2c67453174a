// The shell's frame rendered on the server (navigation bar and footer as an anonymous visitor sees
// them), around a portal's server-rendered HTML. The site server imports the built file
// (dist/shell/ssr/ssr.js); the browser's first render replaces it with identical markup.
import { renderToString } from 'react-dom/server';
import { staticLocation, staticNavigator } from '@sla/portal-kit/ssr';
import { activeLocale, basenameOf } from '@sla/i18n';
import { matchRoute } from '@sla/permissions';
import { Router } from '@sla/router';
import { RenderedOnServer, SiteProvider, type SiteSettings } from '@sla/ui';
import { Frame } from './layout/Frame.js';

export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

export function renderFrame({
  url,
  site,
  portal,
  html,
}: {
  url: string;
  site: SiteSettings;
  portal: string;
  html: string;
}): string {
  return renderToString(
    <RenderedOnServer.Provider value>
      <SiteProvider value={site}>
        <Router location={staticLocation(url)} navigator={staticNavigator} static basename={basenameOf(activeLocale()) || '/'}>
          <Frame>
            <div data-portal={portal} className="portal-frame">
              <div {...{ [SERVER_RENDERED_ATTRIBUTE]: portal }} dangerouslySetInnerHTML={{ __html: html }} />
            </div>
          </Frame>
        </Router>
      </SiteProvider>
    </RenderedOnServer.Provider>,
  );
}

export { activate, catalogue, recordMessages, translate } from './ssrLanguage.js';

/**
 * Whether the route table has a page at `pathname` (its address without the language prefix): the site server answers
 * 404 for any other, so search engines and monitors see what the visitor sees (the page itself still loads).
 */
export const isKnownAddress = (pathname: string): boolean => matchRoute(pathname) !== null;
