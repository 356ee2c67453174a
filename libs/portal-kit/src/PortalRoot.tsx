import { Suspense, useMemo, type ReactNode } from 'react';
import { Router } from '@sla/router';
import { Loading, SiteProvider, type SiteSettings } from '@sla/ui';
import type { RouterBridge } from './bridge.js';
import { PortalErrorBoundary } from './PortalErrorBoundary.js';

/** The props the shell passes to every portal parcel. */
export interface PortalProps extends RouterBridge {
  site: SiteSettings;
  /**
   * The portal mounts at the address the server rendered, whose HTML the shell shows until the portal has drawn the
   * same screen: it may start with the messages that page carries (definePortal).
   */
  serverRendered?: boolean;
}

/** Everything a portal's routes need around them: site settings, the bridged router, containment. */
export function PortalRoot({
  name,
  location,
  navigator,
  basename = '/',
  site,
  children,
}: PortalProps & { name: string; children: ReactNode }) {
  // The shell's location is inside its basename; a router with a basename expects the full address.
  const fullLocation = useMemo(
    () =>
      basename === '/'
        ? location
        : { ...location, pathname: `${basename}${location.pathname === '/' ? '/' : location.pathname}` },
    [basename, location],
  );
  return (
    <SiteProvider value={site}>
      <Router location={fullLocation} navigator={navigator} basename={basename}>
        <PortalErrorBoundary portal={name} resetKey={location.pathname}>
          {/* One boundary per screen: on Preact (the browser build, decision 0036) a boundary whose screen was left
              while its code was still loading (Back pressed at once) stayed empty after the code arrived. */}
          <Suspense key={location.pathname} fallback={<Loading />}>
            {children}
          </Suspense>
        </PortalErrorBoundary>
      </Router>
    </SiteProvider>
  );
}
