import { beforeEach, vi } from 'vitest';
import { describePortalScreens } from '@sla/portal-kit/testing';
import { PortalRoutes } from './PortalRoutes.js';
import { installFakeData, notFound, page, signInAs } from './testing/fakeData.js';

describePortalScreens({
  name: 'mfe-applicant',
  prefix: '/applicant',
  PortalRoutes,
  // The screens load data: an applicant with nothing yet (and no application "demo-1").
  setup: () =>
    beforeEach(() => {
      signInAs('applicant');
      installFakeData({
        listPrograms: vi.fn().mockResolvedValue({ items: [] }),
        listMyApplications: vi.fn().mockResolvedValue(page([])),
        listNotices: vi.fn().mockResolvedValue({ items: [] }),
        getMyApplication: notFound,
      });
    }),
});
