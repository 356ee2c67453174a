import catalogues from 'virtual:sla-messages';
import { definePortal } from '@sla/portal-kit';
import { PortalRoutes } from './PortalRoutes.js';

/** Applicant portal: the single-spa lifecycles the shell mounts as a parcel. */
export const lifecycles = definePortal({ name: 'mfe-applicant', routes: <PortalRoutes />, catalogues });

export const { bootstrap, mount, unmount, update } = lifecycles;
