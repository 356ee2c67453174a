import catalogues from 'virtual:sla-messages';
import { definePortal } from '@sla/portal-kit';
import { PortalRoutes } from './PortalRoutes.js';

/** Content editor portal: the single-spa lifecycles the shell mounts as a parcel. */
export const lifecycles = definePortal({ name: 'mfe-content', routes: <PortalRoutes />, catalogues });

export const { bootstrap, mount, unmount, update } = lifecycles;
