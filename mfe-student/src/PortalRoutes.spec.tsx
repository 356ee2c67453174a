import { describePortalScreens } from '@sla/portal-kit/testing';
import { PortalRoutes } from './PortalRoutes.js';

describePortalScreens({ name: 'mfe-student', prefix: '/student', PortalRoutes });
