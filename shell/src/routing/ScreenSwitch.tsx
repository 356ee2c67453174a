import { Suspense } from 'react';
import { Navigate, useLocation } from '@sla/router';
import { useIdentity } from '@sla/auth';
import { decideAccess, matchRoute } from '@sla/permissions';
import { t } from '@sla/i18n';
import { Loading } from '@sla/ui';
import { RemotePortal } from '../federation/RemotePortal.js';
import { DeniedRedirect } from './DeniedRedirect.js';
import { ownerOf } from './owners.js';
import { NotFound, ShellScreenOutlet } from './ShellScreenOutlet.js';

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
  return <ShellScreenOutlet key={owner.screen} screen={owner.screen} />;
}
