import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from '@sla/router';
import { activeLocale, completeCatalogues, DEFAULT_LOCALE, t } from '@sla/i18n';
import { Loading } from '@sla/ui';
import { releaseServerRendered, serverRenderedFor } from '../federation/serverRendered.js';
import { whenVisitorActs } from '../federation/whenVisitorActs.js';
import type { ShellScreen } from './owners.js';

type ScreenModule = { default: ComponentType };

const LOADERS: Record<ShellScreen, () => Promise<ScreenModule>> = {
  '/login': () => import('../screens/SignIn.js'),
  '/signup': () => import('../screens/SignUp.js'),
  '/auth/email-link-callback': () => import('../screens/EmailLinkCallback.js'),
  '/dashboard': () => import('../screens/Dashboard.js'),
  '/account': () => import('../account/AccountScreen.js'),
};

function eachScreen(make: (load: () => Promise<ScreenModule>) => ComponentType): Record<ShellScreen, ComponentType> {
  const screens = {} as Record<ShellScreen, ComponentType>;
  for (const path of Object.keys(LOADERS) as ShellScreen[]) screens[path] = make(LOADERS[path]);
  return screens;
}

/**
 * A screen loaded when first shown together with the rest of the page's catalogues: a page the server rendered
 * carries only its own messages, and a screen must not appear in English on a French page.
 */
const live = (load: () => Promise<ScreenModule>) =>
  lazy(() => Promise.all([load(), completeCatalogues()]).then(([module]) => module));

const LIVE = eachScreen(live);

/** Page Not Found, for any address the route table does not know. */
export const NotFound = live(() => import('../screens/NotFound.js'));

/**
 * The same screens for the first page when the site server rendered it (sign-in, sign-up): the page carries the
 * messages that render used, so the screen needs nothing more to draw the same words; the rest of the catalogue comes
 * once the visitor acts, before what they do can need it.
 */
const FROM_SERVER = eachScreen((load) => lazy(load));

/** Tells once it is on screen (an effect runs after its Suspense boundary has shown the content). */
function OnShown({ then }: { then: () => (() => void) | void }) {
  useEffect(then, [then]);
  return null;
}

const afterServerPage = () => {
  releaseServerRendered();
  return activeLocale() !== DEFAULT_LOCALE ? whenVisitorActs(() => void completeCatalogues().catch(() => undefined)) : undefined;
};

/**
 * One of the shell's own screens. On the first page, when the site server rendered it, its HTML stays on screen until
 * the live screen has loaded and replaces it with the same markup: nothing blinks and nothing moves.
 */
export function ShellScreenOutlet({ screen }: { screen: ShellScreen }) {
  const location = useLocation();
  const [serverHtml] = useState(() => serverRenderedFor('shell', location.pathname + location.search));
  const Screen = serverHtml === null ? LIVE[screen] : FROM_SERVER[screen];
  return (
    <Suspense
      fallback={
        serverHtml === null ? <Loading label={t('Loading…')} /> : <div dangerouslySetInnerHTML={{ __html: serverHtml }} />
      }
    >
      <Screen />
      {serverHtml === null ? null : <OnShown then={afterServerPage} />}
    </Suspense>
  );
}
