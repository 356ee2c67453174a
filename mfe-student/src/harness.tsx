import { renderHarness } from '@sla/portal-kit/harness';
import { lifecycles } from './portal.js';

renderHarness({ name: 'mfe-student', prefix: '/student', lifecycles });
