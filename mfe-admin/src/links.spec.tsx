import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { canOpen, type Role } from '@sla/permissions';
import { linkAddresses, portalScreens, renderPortalScreen, unopenableLinks } from '@sla/portal-kit/testing/links';
import { PortalRoutes } from './PortalRoutes.js';
import { installFakeData, page, signInAs } from './testing/fakeData.js';
import { programSettings, queueItem, staffApplication, STEPUP } from './review/testing/fixtures.js';

// "Never offer what the guard would refuse": every link on every admin screen leads somewhere the
// signed-in role may open, and staff (who do not manage users) are never shown the way to Users.

const RELEASED = {
  project: 'mfe-public',
  live: '20261129T120000000Z-abcdef1',
  rollBackTo: null,
  releases: [
    {
      id: '20261129T120000000Z-abcdef1',
      commit: 'abcdef1234567',
      releasedBy: 'Ada (mfe-public key)',
      releasedAt: '2026-11-29T12:00:00.000Z',
      live: true,
      wentLive: { action: 'promote', at: '2026-11-29T12:00:00.000Z', by: 'Ada (mfe-public key)' },
      previewPath: '/__preview?token=t1',
    },
  ],
};

const ADMIN_PATTERNS = portalScreens('/admin').patterns;
const address = (pattern: string) => pattern.replace(':id', 'app-1');

function installScreensData() {
  installFakeData({
    listAuditLogs: vi.fn().mockResolvedValue(page([])),
    listUsers: vi.fn().mockResolvedValue(page([])),
    listSubscribers: vi.fn().mockResolvedValue(page([])),
    listPrograms: vi.fn().mockResolvedValue({ items: [programSettings(STEPUP)] }),
    listReviewQueue: vi.fn().mockResolvedValue(page([queueItem('app-1', 'Fatou Diallo')])),
    // Assigned and not reviewed yet: the reviews panel offers the review form.
    getReviewApplication: vi.fn().mockResolvedValue(staffApplication({ assignedToMe: true, reviews: [] })),
    listReviewers: vi.fn().mockResolvedValue({ items: [] }),
    // A release with a preview: its link (a site address, not a screen) is among those offered.
    listReleases: vi.fn().mockResolvedValue({ projects: [RELEASED] }),
  });
}

const renderScreen = (path: string) => renderPortalScreen(PortalRoutes, path);

describe.each<Role>(['admin', 'staff'])('links offered to %s on the admin screens', (role) => {
  beforeEach(() => {
    signInAs(role);
    installScreensData();
  });

  it.each(ADMIN_PATTERNS.filter((pattern) => canOpen(role, pattern)))(
    '%s offers only screens the guard opens',
    async (pattern) => {
      const container = await renderScreen(address(pattern));
      expect(linkAddresses(container).length).toBeGreaterThan(0);
      expect(unopenableLinks(container, role)).toEqual([]);
    },
  );
});

describe('the way to Users', () => {
  beforeEach(() => installScreensData());

  it('is never shown to staff, on any admin screen they open', async () => {
    signInAs('staff');
    const offered = new Set<string>();
    for (const pattern of ADMIN_PATTERNS.filter((candidate) => canOpen('staff', candidate))) {
      const container = await renderScreen(address(pattern));
      for (const href of linkAddresses(container)) offered.add(href);
      document.body.innerHTML = '';
    }
    expect([...offered].filter((href) => href.startsWith('/admin/users'))).toEqual([]);
    // What staff do get: the queue, an application and its review, programmes and supporters.
    expect(offered).toContain('/admin/applications');
    expect(offered).toContain('/admin/applications/app-1');
    expect(offered).toContain('/admin/applications/app-1/review');
    expect(offered).toContain('/admin/programs');
    expect(offered).toContain('/admin/supporters');
  });

  it('is on the overview for an admin: in the sub-navigation and as a card', async () => {
    signInAs('admin');
    const container = await renderScreen('/admin');
    expect(linkAddresses(container).filter((href) => href === '/admin/users')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Users and roles/ }).getAttribute('href')).toBe('/admin/users');
  });

  it('leaves the overview cards to what staff open', async () => {
    signInAs('staff');
    await renderScreen('/admin');
    const cards = screen.getByRole('navigation', { name: 'Staff areas' });
    expect(linkAddresses(cards)).toEqual([
      '/admin/applications',
      '/admin/programs',
      '/admin/delivery',
      '/admin/grading',
      '/admin/mentees',
      '/admin/inbox',
      '/admin/supporters',
    ]);
  });
});
