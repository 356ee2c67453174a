import { describePortalScreens } from '@sla/portal-kit/testing';
import { PortalRoutes } from './PortalRoutes.js';

describePortalScreens({ name: 'mfe-content', prefix: '/content', PortalRoutes });
