import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, useLocation } from '@sla/router';
import { useIdentity } from '@sla/auth';
import { decideAccess, matchRoute } from '@sla/permissions';
import { completeCatalogues, t } from '@sla/i18n';
import { Loading } from '@sla/ui';
import { RemotePortal } from '../federation/RemotePortal.js';
import { DeniedRedirect } from './DeniedRedirect.js';
import { ownerOf, type ShellScreen } from './owners.js';

/**
 * A shell screen, loaded when first shown together with the rest of the page's catalogues: a page the server
 * rendered carries only its own messages, and this screen must not appear in English on a French page.
 */
const screen = <Module extends { default: ComponentType }>(load: () => Promise<Module>) =>
  lazy(() => Promise.all([load(), completeCatalogues()]).then(([module]) => module));

const NotFound = screen(() => import('../screens/NotFound.js'));
const SCREENS: Record<ShellScreen, ReturnType<typeof lazy>> = {
  '/login': screen(() => import('../screens/SignIn.js')),
  '/signup': screen(() => import('../screens/SignUp.js')),
  '/auth/email-link-callback': screen(() => import('../screens/EmailLinkCallback.js')),
  '/dashboard': screen(() => import('../screens/Dashboard.js')),
  '/account': screen(() => import('../account/AccountScreen.js')),
};

/**
 * The shell's route outlet: the route table from @sla/permissions decides whether a path exists and
 * who may open it; the owner map decides whether the shell or a portal renders it.
 */
export function ScreenSwitch() {
  const location = useLocation();
  const identity = useIdentity();
  const match = matchRoute(location.pathname);

  if (!match) {
    return (
      <Suspense fallback={<Loading label={t('Loading…')} />}>
        <NotFound />
      </Suspense>
    );
  }

  const needsIdentity = match.route.access.kind !== 'public';
  if (needsIdentity && identity.status === 'loading') return <Loading label={t('Checking your account…')} />;

  const signedIn = identity.status === 'signed-in';
  const decision = decideAccess({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    signedIn,
    role: signedIn ? identity.role : null,
    lookupFailed: signedIn ? identity.lookupFailed : false,
  });
  if (decision.kind === 'redirect' && decision.reason === 'forbidden' && match.route.access.kind === 'permissions') {
    return (
      <DeniedRedirect
        to={decision.to}
        path={location.pathname}
        screen={match.route.screen}
        permissions={match.route.access.anyOf}
      />
    );
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const owner = ownerOf(match.route.pattern);
  if (owner.kind === 'portal') return <RemotePortal key={owner.portal.project} portal={owner.portal} />;
  const ShellScreenComponent = SCREENS[owner.screen];
  return (
    <Suspense fallback={<Loading label={t('Loading…')} />}>
      <ShellScreenComponent />
    </Suspense>
  );
}
