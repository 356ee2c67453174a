import { beforeEach, vi } from 'vitest';
import { describePortalScreens } from '@sla/portal-kit/testing';
import { PortalRoutes } from './PortalRoutes.js';
import { installFakeData, page, signInAs } from './testing/fakeData.js';

describePortalScreens({
  name: 'mfe-applicant',
  prefix: '/applicant',
  PortalRoutes,
  // The screens load data: an applicant with nothing yet (and no application "demo-1").
  setup: () =>
    beforeEach(() => {
      signInAs('applicant');
      installFakeData({
        programs: { listActive: vi.fn().mockResolvedValue([]) },
        applications: {
          mine: vi.fn().mockResolvedValue(page([])),
          notices: vi.fn().mockResolvedValue([]),
          get: vi.fn().mockResolvedValue(null),
        },
      });
    }),
});
