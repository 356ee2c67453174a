import { Suspense, type ReactNode } from 'react';
import { Router } from '@sla/router';
import { Loading, SiteProvider, type SiteSettings } from '@sla/ui';
import type { RouterBridge } from './bridge.js';
import { PortalErrorBoundary } from './PortalErrorBoundary.js';

/** The props the shell passes to every portal parcel. */
export interface PortalProps extends RouterBridge {
  site: SiteSettings;
}

/** Everything a portal's routes need around them: site settings, the bridged router, containment. */
export function PortalRoot({ name, location, navigator, site, children }: PortalProps & { name: string; children: ReactNode }) {
  return (
    <SiteProvider value={site}>
      <Router location={location} navigator={navigator}>
        <PortalErrorBoundary portal={name} resetKey={location.pathname}>
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </PortalErrorBoundary>
      </Router>
    </SiteProvider>
  );
}
