import catalogues from 'virtual:sla-messages';
import { definePortal } from '@sla/portal-kit';
// Before any screen: registers the service's sentences with values, so localiseMessage recognises them.
import './i18n/serviceMessages.js';
import { PortalRoutes } from './PortalRoutes.js';

/** Applicant portal: the single-spa lifecycles the shell mounts as a parcel. */
export const lifecycles = definePortal({ name: 'mfe-applicant', routes: <PortalRoutes />, catalogues });

export const { bootstrap, mount, unmount, update } = lifecycles;
