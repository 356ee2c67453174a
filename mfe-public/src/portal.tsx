import catalogues from 'virtual:sla-messages';
import { definePortal } from '@sla/portal-kit';
import { PortalRoutes } from './PortalRoutes.js';
// The public pages' look comes with the portal: a release of it changes its styles too.
import './public.css';

/** Public site: the single-spa lifecycles the shell mounts as a parcel. */
export const lifecycles = definePortal({ name: 'mfe-public', routes: <PortalRoutes />, catalogues });

export const { bootstrap, mount, unmount, update } = lifecycles;
