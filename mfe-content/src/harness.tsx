import { renderHarness } from '@sla/portal-kit/harness';
import { lifecycles } from './portal.js';

renderHarness({ name: 'mfe-content', prefix: '/content', lifecycles });
