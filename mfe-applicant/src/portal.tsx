import catalogues from 'virtual:sla-messages';
import { definePortal } from '@sla/portal-kit';
// Before any screen: registers the service's sentences about applications that hold values (a programme's name, a
// day), so localiseMessage recognises them; their French is in the shell's catalogue, which has every library's.
import '@sla/contract/serviceMessages/applications';
import { PortalRoutes } from './PortalRoutes.js';

/** Applicant portal: the single-spa lifecycles the shell mounts as a parcel. */
export const lifecycles = definePortal({ name: 'mfe-applicant', routes: <PortalRoutes />, catalogues });

export const { bootstrap, mount, unmount, update } = lifecycles;
