import catalogues from 'virtual:sla-messages';
import { renderHarness } from '@sla/portal-kit/harness';
import { lifecycles } from './portal.js';

void renderHarness({ name: 'mfe-admin', prefix: '/admin', lifecycles, catalogues });
