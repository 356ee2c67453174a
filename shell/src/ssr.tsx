// The shell's frame rendered on the server (navigation bar and footer as an anonymous visitor sees
// them), around a portal's server-rendered HTML or one of the shell's own screens (sign-in, sign-up).
// The site server imports the built file (dist/shell/ssr/ssr.js); the browser's first render replaces
// it with identical markup.
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { staticLocation, staticNavigator } from '@sla/portal-kit/ssr';
import { activeLocale, basenameOf } from '@sla/i18n';
import { matchRoute } from '@sla/permissions';
import { Router } from '@sla/router';
import { RenderedOnServer, SiteProvider, type SiteSettings } from '@sla/ui';
import { Frame } from './layout/Frame.js';
import SignIn from './screens/SignIn.js';
import SignUp from './screens/SignUp.js';

export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

function renderInFrame({ url, site, children }: { url: string; site: SiteSettings; children: ReactNode }): string {
  return renderToString(
    <RenderedOnServer.Provider value>
      <SiteProvider value={site}>
        <Router location={staticLocation(url)} navigator={staticNavigator} static basename={basenameOf(activeLocale()) || '/'}>
          <Frame>{children}</Frame>
        </Router>
      </SiteProvider>
    </RenderedOnServer.Provider>,
  );
}

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
  return renderInFrame({
    url,
    site,
    children: (
      <div data-portal={portal} className="portal-frame">
        <div {...{ [SERVER_RENDERED_ATTRIBUTE]: portal }} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    ),
  });
}

/** The shell's screens a first visit sees rendered by the server (as a visitor who is not signed in sees them). */
const SERVER_RENDERED_SCREENS: Record<string, { Screen: ComponentType; source: string }> = {
  '/login': { Screen: SignIn, source: 'src/screens/SignIn.tsx' },
  '/signup': { Screen: SignUp, source: 'src/screens/SignUp.tsx' },
};

const serverRenderedScreen = (pathname: string) =>
  Object.hasOwn(SERVER_RENDERED_SCREENS, pathname) ? SERVER_RENDERED_SCREENS[pathname] : undefined;

/** Whether renderShellScreen renders the screen at `pathname` (its address without the language prefix). */
export const rendersScreen = (pathname: string): boolean => serverRenderedScreen(pathname) !== undefined;

/**
 * The source file of the screen at `pathname`, as the browser build's manifest names it: the site server asks for
 * its chunks with the shell's, rather than the browser discovering them after the shell has started.
 */
export const screenSource = (pathname: string): string | null => serverRenderedScreen(pathname)?.source ?? null;

/** The app name the browser finds a shell screen's server HTML under (shell/src/federation/serverRendered.ts). */
const SHELL_APP = 'shell';

/**
 * The page at `url` (`pathname` is its address without the language prefix) when it is one of the shell's screens
 * rendered on the server, inside the frame; null for any other address, or one carrying an e-mail link's action
 * (the screen then acts on it in the browser).
 */
export function renderShellScreen({ url, pathname, site }: { url: string; pathname: string; site: SiteSettings }): string | null {
  const Screen = serverRenderedScreen(pathname)?.Screen;
  if (!Screen || new URLSearchParams(staticLocation(url).search).has('mode')) return null;
  return renderInFrame({
    url,
    site,
    children: (
      <div {...{ [SERVER_RENDERED_ATTRIBUTE]: SHELL_APP }}>
        <Screen />
      </div>
    ),
  });
}

export { activate, catalogue, recordMessages, translate } from './ssrLanguage.js';

/**
 * Whether the route table has a page at `pathname` (its address without the language prefix): the site server answers
 * 404 for any other, so search engines and monitors see what the visitor sees (the page itself still loads).
 */
export const isKnownAddress = (pathname: string): boolean => matchRoute(pathname) !== null;
