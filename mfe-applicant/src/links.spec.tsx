import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canOpen, type Role } from '@sla/permissions';
import { linkAddresses, portalScreens, renderPortalScreen, unopenableLinks } from '@sla/portal-kit/testing/links';
import { PortalRoutes } from './PortalRoutes.js';
import { installFakeData, page, signInAs } from './testing/fakeData.js';
import { application, DYNAMERGE, programme, summary } from './testing/fixtures.js';

// "Never offer what the guard would refuse": a student opens the applicant portal to read their
// applications, but starts and edits none, so no Apply, New application, Continue or Edit is offered.

const APPLICANT_PATTERNS = portalScreens('/applicant').patterns;
const address = (pattern: string) => pattern.replace(':id', 'app-1');

function installScreensData({ mine = [summary()] } = {}) {
  installFakeData({
    listPrograms: vi.fn().mockResolvedValue({ items: [programme(), programme({ ...DYNAMERGE })] }),
    listMyApplications: vi.fn().mockResolvedValue(page(mine)),
    getMyApplication: vi.fn().mockResolvedValue(application()),
    listNotices: vi.fn().mockResolvedValue({
      items: [
        {
          id: 'n-1',
          text: 'Your application was saved.',
          link: '/applicant/applications/app-1',
          createdAt: '2026-01-10T09:00:00.000Z',
          readAt: null,
        },
      ],
    }),
  });
}

const renderScreen = (path: string) => renderPortalScreen(PortalRoutes, path);

async function everyLinkOffered(role: Role): Promise<string[]> {
  const offered = new Set<string>();
  for (const pattern of APPLICANT_PATTERNS.filter((candidate) => canOpen(role, candidate))) {
    const container = await renderScreen(address(pattern));
    for (const href of linkAddresses(container)) offered.add(href);
    document.body.innerHTML = '';
  }
  return [...offered];
}

describe.each<Role>(['applicant', 'student'])('links offered to %s on the applicant screens', (role) => {
  beforeEach(() => {
    signInAs(role);
    installScreensData();
  });

  it.each(APPLICANT_PATTERNS.filter((pattern) => canOpen(role, pattern)))(
    '%s offers only screens the guard opens',
    async (pattern) => {
      const container = await renderScreen(address(pattern));
      expect(linkAddresses(container).length).toBeGreaterThan(0);
      expect(unopenableLinks(container, role)).toEqual([]);
    },
  );
});

describe('starting and editing applications', () => {
  it('are offered to an applicant: Apply, New application and Continue', async () => {
    signInAs('applicant');
    installScreensData();
    const offered = await everyLinkOffered('applicant');
    expect(offered).toContain('/applicant/applications/new');
    expect(offered).toContain('/applicant/applications/new?program=dynamerge');
    expect(offered).toContain('/applicant/applications/app-1/edit');
  });

  it('are never offered to a student, who still sees their applications and the news about them', async () => {
    signInAs('student');
    installScreensData();
    const offered = await everyLinkOffered('student');
    expect(offered.filter((href) => href.includes('/new') || href.includes('/edit'))).toEqual([]);
    expect(offered).toContain('/applicant/applications');
    expect(offered).toContain('/applicant/applications/app-1');
  });

  it('the empty list asks an applicant to start one, and a student to do nothing', async () => {
    signInAs('applicant');
    installScreensData({ mine: [] });
    await renderScreen('/applicant/applications');
    expect(screen.getByRole('link', { name: 'Start an application' }).getAttribute('href')).toBe('/applicant/applications/new');
    document.body.innerHTML = '';

    signInAs('student');
    await renderScreen('/applicant/applications');
    expect(screen.getByText('You have not applied to anything yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Start an application' })).toBeNull();
  });
});
